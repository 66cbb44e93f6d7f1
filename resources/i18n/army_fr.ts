<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ArmyBuilder</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the notice</source>
        <translation>Fermer l&apos;avis</translation>
    </message>
    <message>
        <source>Filter cards; Enter adds the selected one (Ctrl+F)</source>
        <translation>Filtrer les cartes ; Entrée ajoute celle choisie (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter the cards that may join</source>
        <translation>Filtrer les cartes qui peuvent rejoindre l&apos;armée</translation>
    </message>
    <message>
        <source>Show cards that may not &amp;join</source>
        <translation>Montrer les cartes qui ne peuvent pas re&amp;joindre l&apos;armée</translation>
    </message>
    <message>
        <source>Cards that may join</source>
        <translation>Cartes qui peuvent rejoindre l&apos;armée</translation>
    </message>
    <message>
        <source>Enter or double-click adds a card; or drag it onto the list.</source>
        <translation>Entrée ou un double-clic ajoute une carte ; ou glissez-la sur la liste.</translation>
    </message>
    <message>
        <source>Problems and notes</source>
        <translation>Problèmes et remarques</translation>
    </message>
    <message>
        <source>Select a problem to select the entries it concerns</source>
        <translation>Choisissez un problème pour sélectionner les entrées qu&apos;il concerne</translation>
    </message>
    <message>
        <source>1000 / 1000 AP · allowance 00 · allies 100.0% of 30%</source>
        <translation>1000 / 1000 PA · dépassement autorisé 00 · alliés 100,0 % sur 30 %</translation>
    </message>
    <message>
        <source>The army lists cannot be opened.

%1</source>
        <translation>Les listes d&apos;armée ne peuvent pas être ouvertes.

%1</translation>
    </message>
    <message>
        <source>Unsaved changes were found but cannot be read: %1</source>
        <translation>Des modifications non enregistrées ont été trouvées mais ne peuvent pas être lues : %1</translation>
    </message>
    <message>
        <source>Unsaved changes to “%1” were restored (last change %2). Save them with Ctrl+S, or go back to the saved list with Revert (Ctrl+Shift+R).</source>
        <translation>Les modifications non enregistrées de « %1 » ont été rétablies (dernière modification %2). Enregistrez-les avec Ctrl+S, ou revenez à la liste enregistrée avec Revenir à la version enregistrée (Ctrl+Maj+R).</translation>
    </message>
    <message>
        <source>Unsaved changes to “%1” were restored (last change %2). Save them with Ctrl+S, or throw them away with Delete list.</source>
        <translation>Les modifications non enregistrées de « %1 » ont été rétablies (dernière modification %2). Enregistrez-les avec Ctrl+S, ou abandonnez-les avec Supprimer la liste.</translation>
    </message>
    <message>
        <source>1 other list has unsaved changes: File &gt; Open list shows it.</source>
        <translation>1 autre liste a des modifications non enregistrées : Fichier &gt; Ouvrir une liste la montre.</translation>
    </message>
    <message>
        <source>%1 other lists have unsaved changes: File &gt; Open list shows them.</source>
        <translation>%1 autres listes ont des modifications non enregistrées : Fichier &gt; Ouvrir une liste les montre.</translation>
    </message>
    <message>
        <source>not saved yet (kept as a draft)</source>
        <translation>pas encore enregistrée (gardée en brouillon)</translation>
    </message>
    <message>
        <source>new, not saved</source>
        <translation>nouvelle, non enregistrée</translation>
    </message>
    <message>
        <source>unsaved changes (kept as a draft)</source>
        <translation>modifications non enregistrées (gardées en brouillon)</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>enregistrée</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>%1 figurine</source>
        <translation>%1 figurine</translation>
    </message>
    <message>
        <source>%1 figurines</source>
        <translation>%1 figurines</translation>
    </message>
    <message>
        <source>Legal list</source>
        <translation>Liste réglementaire</translation>
    </message>
    <message>
        <source>%1 note</source>
        <translation>%1 remarque</translation>
    </message>
    <message>
        <source>%1 notes</source>
        <translation>%1 remarques</translation>
    </message>
    <message>
        <source>Not legal: %1 problem</source>
        <translation>Non réglementaire : %1 problème</translation>
    </message>
    <message>
        <source>Not legal: %1 problems</source>
        <translation>Non réglementaire : %1 problèmes</translation>
    </message>
    <message>
        <source>%1 Character</source>
        <translation>%1 Personnage</translation>
    </message>
    <message>
        <source>%1 Characters</source>
        <translation>%1 Personnages</translation>
    </message>
    <message>
        <source>%1 Scout</source>
        <translation>%1 Scout</translation>
    </message>
    <message>
        <source>%1 Scouts</source>
        <translation>%1 Scouts</translation>
    </message>
    <message>
        <source>War-staff complete</source>
        <translation>War-staff complet</translation>
    </message>
    <message>
        <source>War-staff lacks %1</source>
        <translation>il manque au War-staff %1</translation>
    </message>
    <message>
        <source>least expensive: %1, %2 AP</source>
        <translation>la moins chère : %1, %2 PA</translation>
    </message>
    <message>
        <source>Mutagenic picks: %1</source>
        <translation>choix de Mutagenic : %1</translation>
    </message>
    <message>
        <source>Toxic picks: %1</source>
        <translation>choix de Toxic : %1</translation>
    </message>
    <message>
        <source>Blood brothers: %1 pair</source>
        <translation>Blood brothers : %1 paire</translation>
    </message>
    <message>
        <source>Blood brothers: %1 pairs</source>
        <translation>Blood brothers : %1 paires</translation>
    </message>
    <message>
        <source>Stateless adopt: %1</source>
        <translation>Stateless adopte : %1</translation>
    </message>
    <message>
        <source>The unsaved changes could not be kept as a draft.

%1</source>
        <translation>Les modifications non enregistrées n&apos;ont pas pu être gardées en brouillon.

%1</translation>
    </message>
    <message>
        <source>%1 may not join an army of the %2 (%3).</source>
        <translation>%1 ne peut pas rejoindre une armée des %2 (%3).</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>l&apos;ajout de %1</translation>
    </message>
    <message>
        <source>add %1 cards</source>
        <translation>l&apos;ajout de %1 cartes</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>le retrait de %1</translation>
    </message>
    <message>
        <source>remove %1 entries</source>
        <translation>le retrait de %1 entrées</translation>
    </message>
    <message>
        <source>%1: at least 1 figurine (Delete removes the card)</source>
        <translation>%1 : au moins 1 figurine (Suppr retire la carte)</translation>
    </message>
    <message>
        <source>%1: a card activates at most %2 figurine; add another card for more</source>
        <translation>%1 : une carte active au plus %2 figurine ; ajoutez une autre carte pour en avoir plus</translation>
    </message>
    <message>
        <source>%1: a card activates at most %2 figurines; add another card for more</source>
        <translation>%1 : une carte active au plus %2 figurines ; ajoutez une autre carte pour en avoir plus</translation>
    </message>
    <message>
        <source>+1 figure</source>
        <translation>+1 figurine</translation>
    </message>
    <message>
        <source>-1 figure</source>
        <translation>-1 figurine</translation>
    </message>
    <message>
        <source>%1: %2 figures</source>
        <translation>%1 : %2 figurines</translation>
    </message>
    <message>
        <source>incarnate %1</source>
        <translation>l&apos;Incarnation de %1</translation>
    </message>
    <message>
        <source>no Incarnation for %1</source>
        <translation>le retrait de l&apos;Incarnation de %1</translation>
    </message>
    <message>
        <source>people: %1</source>
        <translation>le peuple : %1</translation>
    </message>
    <message>
        <source>points: %1</source>
        <translation>les points : %1</translation>
    </message>
    <message>
        <source>Tournament rules: %1 AP unless your tournament says otherwise (change the points if so).</source>
        <translation>Règles de tournoi : %1 PA sauf si votre tournoi en dit autrement (changez alors les points).</translation>
    </message>
    <message>
        <source>ruleset: %1</source>
        <translation>les règles : %1</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>les règles maison</translation>
    </message>
    <message>
        <source>Rename list</source>
        <translation>Renommer la liste</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nouveau nom :</translation>
    </message>
    <message>
        <source>rename to %1</source>
        <translation>le renommage en %1</translation>
    </message>
    <message>
        <source>new list</source>
        <translation>la nouvelle liste</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>l&apos;ouverture de %1</translation>
    </message>
    <message>
        <source>The draft cannot be opened; nothing was changed.

%1</source>
        <translation>Le brouillon ne peut pas être ouvert ; rien n&apos;a été modifié.

%1</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes from %2: they are shown. Save them with Ctrl+S, or go back to the saved list with Revert (Ctrl+Shift+R).</source>
        <translation>« %1 » a des modifications non enregistrées du %2 : elles sont affichées. Enregistrez-les avec Ctrl+S, ou revenez à la liste enregistrée avec Revenir à la version enregistrée (Ctrl+Maj+R).</translation>
    </message>
    <message>
        <source>The list cannot be opened; nothing was changed.

%1</source>
        <translation>La liste ne peut pas être ouverte ; rien n&apos;a été modifié.

%1</translation>
    </message>
    <message>
        <source>The list was not saved.

%1</source>
        <translation>La liste n&apos;a pas été enregistrée.

%1</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>« %1 » enregistrée.</translation>
    </message>
    <message>
        <source>Save list as</source>
        <translation>Enregistrer la liste sous</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>Nom de la copie :</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>The copy was not saved.

%1</source>
        <translation>La copie n&apos;a pas été enregistrée.

%1</translation>
    </message>
    <message>
        <source>save as %1</source>
        <translation>l&apos;enregistrement sous %1</translation>
    </message>
    <message>
        <source>Saved a copy as “%1”.</source>
        <translation>Copie enregistrée sous « %1 ».</translation>
    </message>
    <message>
        <source>revert %1</source>
        <translation>le retour à %1 enregistrée</translation>
    </message>
    <message>
        <source>delete list %1</source>
        <translation>la suppression de la liste %1</translation>
    </message>
    <message>
        <source>Deleted “%1” (Ctrl+Z brings it back).</source>
        <translation>« %1 » supprimée (Ctrl+Z la fait revenir).</translation>
    </message>
    <message>
        <source>Import army list</source>
        <translation>Importer une liste d&apos;armée</translation>
    </message>
    <message>
        <source>The army list was not imported; nothing was changed.

%1</source>
        <translation>La liste d&apos;armée n&apos;a pas été importée ; rien n&apos;a été modifié.

%1</translation>
    </message>
    <message>
        <source>import %1</source>
        <translation>l&apos;import de %1</translation>
    </message>
    <message>
        <source>Imported “%1” from %2 (not saved yet: Ctrl+S).</source>
        <translation>« %1 » importée de %2 (pas encore enregistrée : Ctrl+S).</translation>
    </message>
    <message>
        <source>Export army list</source>
        <translation>Exporter la liste d&apos;armée</translation>
    </message>
    <message>
        <source>Army lists (*.army.json);;JSON (*.json)</source>
        <translation>Listes d&apos;armée (*.army.json);;JSON (*.json)</translation>
    </message>
    <message>
        <source>The list was not exported.

%1</source>
        <translation>La liste n&apos;a pas été exportée.

%1</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 écrit.</translation>
    </message>
    <message>
        <source>The list is on the clipboard, as text.</source>
        <translation>La liste est dans le presse-papiers, en texte.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>ArmyWorkspace</name>
    <message>
        <source>New &amp;list</source>
        <translation>Nouvelle &amp;liste</translation>
    </message>
    <message>
        <source>Start a new army list</source>
        <translation>Commencer une nouvelle liste d&apos;armée</translation>
    </message>
    <message>
        <source>&amp;Open list...</source>
        <translation>&amp;Ouvrir une liste...</translation>
    </message>
    <message>
        <source>Open a saved army list</source>
        <translation>Ouvrir une liste d&apos;armée enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save list</source>
        <translation>&amp;Enregistrer la liste</translation>
    </message>
    <message>
        <source>Save the army list in the database</source>
        <translation>Enregistrer la liste d&apos;armée dans la base de données</translation>
    </message>
    <message>
        <source>Save list &amp;as / Duplicate...</source>
        <translation>Enregistrer la liste &amp;sous / Dupliquer...</translation>
    </message>
    <message>
        <source>Save a copy of the list under another name</source>
        <translation>Enregistrer une copie de la liste sous un autre nom</translation>
    </message>
    <message>
        <source>&amp;Rename list...</source>
        <translation>&amp;Renommer la liste...</translation>
    </message>
    <message>
        <source>Give the list a new name</source>
        <translation>Donner un nouveau nom à la liste</translation>
    </message>
    <message>
        <source>Re&amp;vert to saved</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <source>Throw away the unsaved changes of a saved list (undo: Ctrl+Z)</source>
        <translation>Abandonner les modifications non enregistrées d&apos;une liste enregistrée (annuler : Ctrl+Z)</translation>
    </message>
    <message>
        <source>De&amp;lete list</source>
        <translation>Supprimer &amp;la liste</translation>
    </message>
    <message>
        <source>Delete the saved list (undo: Ctrl+Z)</source>
        <translation>Supprimer la liste enregistrée (annuler : Ctrl+Z)</translation>
    </message>
    <message>
        <source>Import army list...</source>
        <translation>Importer une liste d&apos;armée...</translation>
    </message>
    <message>
        <source>Open an *.army.json file as a new list</source>
        <translation>Ouvrir un fichier *.army.json comme nouvelle liste</translation>
    </message>
    <message>
        <source>Export army list...</source>
        <translation>Exporter la liste d&apos;armée...</translation>
    </message>
    <message>
        <source>Write the list to an *.army.json file</source>
        <translation>Écrire la liste dans un fichier *.army.json</translation>
    </message>
    <message>
        <source>&amp;Copy list as text</source>
        <translation>&amp;Copier la liste en texte</translation>
    </message>
    <message>
        <source>Copy the list as text for a forum post</source>
        <translation>Copier la liste en texte pour un message de forum</translation>
    </message>
    <message>
        <source>Add a figure</source>
        <translation>Ajouter une figurine</translation>
    </message>
    <message>
        <source>One more figurine on the selected entries</source>
        <translation>Une figurine de plus sur les entrées choisies</translation>
    </message>
    <message>
        <source>Remove a figure</source>
        <translation>Retirer une figurine</translation>
    </message>
    <message>
        <source>One figurine fewer on the selected entries</source>
        <translation>Une figurine de moins sur les entrées choisies</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Retirer l&apos;entrée</translation>
    </message>
    <message>
        <source>Remove the selected entries from the list (undo: Ctrl+Z)</source>
        <translation>Retirer de la liste les entrées choisies (annuler : Ctrl+Z)</translation>
    </message>
    <message>
        <source>Toggle Incarnation</source>
        <translation>Incarnation oui / non</translation>
    </message>
    <message>
        <source>Incarnation: the figurine becomes a Character, its AP doubled</source>
        <translation>Incarnation : la figurine devient un Personnage, ses PA doublés</translation>
    </message>
    <message>
        <source>+ figure</source>
        <translation>+ figurine</translation>
    </message>
    <message>
        <source>− figure</source>
        <translation>− figurine</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Incarnation</source>
        <translation>Incarnation</translation>
    </message>
    <message>
        <source>Unsaved changes to the army list “%1” were kept: the Army workspace (Ctrl+2) brings them back.</source>
        <translation>Les modifications non enregistrées de la liste d&apos;armée « %1 » ont été gardées : l&apos;espace Armée (Ctrl+2) les fait revenir.</translation>
    </message>
    <message>
        <source>Unsaved changes to the army list “%1” (and %2 more) were kept: the Army workspace (Ctrl+2) brings them back.</source>
        <translation>Les modifications non enregistrées de la liste d&apos;armée « %1 » (et de %2 autres) ont été gardées : l&apos;espace Armée (Ctrl+2) les fait revenir.</translation>
    </message>
</context>
<context>
    <name>EntriesModel</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>the reference card (a card activates the figurines of its blister)</source>
        <translation>la carte de référence (une carte active les figurines de son blister)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>figurines this card activates (+ and - keys, or F2 to type)</source>
        <translation>figurines que cette carte active (touches + et -, ou F2 pour saisir)</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PA</translation>
    </message>
    <message>
        <source>army points of this entry as fielded (Incarnation doubles, Blood brother reduces)</source>
        <translation>points d&apos;armée de cette entrée telle qu&apos;alignée (Incarnation double, Blood brother réduit)</translation>
    </message>
    <message>
        <source>Joins as</source>
        <translation>Rejoint comme</translation>
    </message>
    <message>
        <source>how the card joins this army (booklet, the alliances)</source>
        <translation>comment la carte rejoint cette armée (Livret, the alliances)</translation>
    </message>
    <message>
        <source>Incarnation</source>
        <translation>Incarnation</translation>
    </message>
    <message>
        <source>Incarnation: the figurine becomes a Character, its AP doubled (non-Characters only)</source>
        <translation>Incarnation : la figurine devient un Personnage, ses PA doublés (hors Personnages)</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>as written on the card</source>
        <translation>telles qu&apos;écrites sur la carte</translation>
    </message>
    <message>
        <source>%1 (%2 figures, %3 AP)</source>
        <translation>%1 (%2 figurines, %3 PA)</translation>
    </message>
    <message>
        <source>%1 (card %2 of %3)</source>
        <translation>%1 (carte %2 sur %3)</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problème : %1</translation>
    </message>
    <message>
        <source>not known from a source, fill it from your card (Library)</source>
        <translation>inconnu des sources, recopiez-le de votre carte (Bibliothèque)</translation>
    </message>
    <message>
        <source>already a Character: Incarnation is for non-Characters</source>
        <translation>déjà un Personnage : l&apos;Incarnation est pour les autres</translation>
    </message>
</context>
<context>
    <name>EntriesView</name>
    <message>
        <source>Army list</source>
        <translation>Liste d&apos;armée</translation>
    </message>
</context>
<context>
    <name>FiguresDelegate</name>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
</context>
<context>
    <name>JoinableCardsModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Peuple</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PA</translation>
    </message>
    <message>
        <source>Joins as</source>
        <translation>Rejoint comme</translation>
    </message>
    <message>
        <source>how the card may join this army (booklet, the alliances)</source>
        <translation>comment la carte peut rejoindre cette armée (Livret, the alliances)</translation>
    </message>
</context>
<context>
    <name>ListHeader</name>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>P&amp;eople</source>
        <translation>P&amp;euple</translation>
    </message>
    <message>
        <source>&amp;Points</source>
        <translation>&amp;Points</translation>
    </message>
    <message>
        <source>R&amp;uleset</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <source>List name</source>
        <translation>Nom de la liste</translation>
    </message>
    <message>
        <source>Name of the list</source>
        <translation>Nom de la liste</translation>
    </message>
    <message>
        <source>People of the army</source>
        <translation>Peuple de l&apos;armée</translation>
    </message>
    <message>
        <source> AP</source>
        <translation> PA</translation>
    </message>
    <message>
        <source>Agreed points</source>
        <translation>Points convenus</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Core: the booklet. Tournament: the tournament rules (200 AP unless the list says otherwise, the overage from one figurine only).</source>
        <translation>Règles de base : le livret. Tournoi : les règles de tournoi (200 PA sauf si la liste dit autrement, le dépassement d&apos;une seule figurine).</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Règles maison : %1</translation>
    </message>
    <message>
        <source>No house rule switched on (house-rules-fr.txt, 1-21)</source>
        <translation>Aucune règle maison en vigueur (house-rules-fr.txt, 1-21)</translation>
    </message>
</context>
<context>
    <name>OpenListDialog</name>
    <message>
        <source>%1 (tournament)</source>
        <translation>%1 (tournoi)</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Ouvrir une liste</translation>
    </message>
    <message>
        <source>Filter by name or people</source>
        <translation>Filtrer par nom ou peuple</translation>
    </message>
    <message>
        <source>Filter lists</source>
        <translation>Filtrer les listes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Peuple</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modifiée</translation>
    </message>
    <message>
        <source>No saved lists yet: build one and save it with Ctrl+S.</source>
        <translation>Pas encore de liste enregistrée : composez-en une et enregistrez-la avec Ctrl+S.</translation>
    </message>
    <message>
        <source>%1 (never saved: unsaved draft)</source>
        <translation>%1 (jamais enregistrée : brouillon)</translation>
    </message>
    <message>
        <source>%1 (has unsaved changes)</source>
        <translation>%1 (a des modifications non enregistrées)</translation>
    </message>
</context>
<context>
    <name>ViolationsModel</name>
    <message>
        <source>Problem: %1</source>
        <translation>Problème : %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Entries concerned: %1</source>
        <translation>Entrées concernées : %1</translation>
    </message>
    <message>
        <source>The whole list</source>
        <translation>Toute la liste</translation>
    </message>
</context>
<context>
    <name>marks</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
</TS>
