<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CardForm</name>
    <message>
        <source>Edit card</source>
        <translation>Modifier la carte</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source>Name as printed on the card</source>
        <translation>Nom tel qu&apos;imprimé sur la carte</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;People</source>
        <translation>&amp;Peuple</translation>
    </message>
    <message>
        <source>&amp;Rank</source>
        <translation>&amp;Rang</translation>
    </message>
    <message>
        <source>A&amp;bilities</source>
        <translation>&amp;Compétences</translation>
    </message>
    <message>
        <source>F&amp;igures/card</source>
        <translation>F&amp;igurines/carte</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>Bas&amp;e</source>
        <translation>&amp;Socle</translation>
    </message>
    <message>
        <source>Pro&amp;venance</source>
        <translation>Pro&amp;venance</translation>
    </message>
    <message>
        <source>No&amp;tes</source>
        <translation>No&amp;tes</translation>
    </message>
    <message>
        <source>%1 (not known)</source>
        <translation>%1 (inconnu)</translation>
    </message>
    <message>
        <source>&amp;Magician</source>
        <translation>&amp;Magician</translation>
    </message>
    <message>
        <source>&amp;Faithful</source>
        <translation>&amp;Faithful</translation>
    </message>
    <message>
        <source>%1 (empty: not on the card, or not known)</source>
        <translation>%1 (vide : absent de la carte, ou inconnu)</translation>
    </message>
    <message>
        <source>as on the card, comma-separated: Bravery, Leadership/10</source>
        <translation>comme sur la carte, séparées par des virgules : Bravoure, Leadership/10</translation>
    </message>
    <message>
        <source>E&amp;quipment (name, %1, ranges in cm)</source>
        <translation>É&amp;quipement (nom, %1, portées en cm)</translation>
    </message>
    <message>
        <source>Army points; empty: %1</source>
        <translation>Points d&apos;armée ; vide : %1</translation>
    </message>
    <message>
        <source>where these numbers come from (e.g. my card, 2003 print)</source>
        <translation>d&apos;où viennent ces valeurs (p. ex. ma carte, impression 2003)</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>id : %1</translation>
    </message>
    <message>
        <source>a card with id %1 is already in the library: give this one another name, or edit that card</source>
        <translation>une carte d&apos;id %1 est déjà dans la bibliothèque : donnez un autre nom à celle-ci, ou modifiez celle-là</translation>
    </message>
    <message>
        <source>Equipment %1</source>
        <translation>Équipement %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>ranges</source>
        <translation>portées</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>CardLayout</name>
    <message>
        <source>Movement in cm (second value: flight)</source>
        <translation>Mouvement en cm (seconde valeur : flight)</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Attack / Strength</source>
        <translation>Attaque / Force</translation>
    </message>
    <message>
        <source>Defence / Resilience</source>
        <translation>Défense / Endurance</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Courage, or Fear for a frightening figure</source>
        <translation>Courage, ou Peur pour une figurine effrayante</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <source>Power (magicians)</source>
        <translation>Power (Magician)</translation>
    </message>
    <message>
        <source>Faith (faithful): three aspects, e.g. 1-0-1</source>
        <translation>Foi (Faithful) : trois aspects, p. ex. 1-0-1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
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
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Figures per card</source>
        <translation>Figurines par carte</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Magician</source>
        <translation>Magician</translation>
    </message>
    <message>
        <source>Faithful</source>
        <translation>Faithful</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>the card&apos;s name</source>
        <translation>le nom de la carte</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Peuple</translation>
    </message>
    <message>
        <source>the people the card belongs to</source>
        <translation>le peuple de la carte</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>rank in the hierarchy</source>
        <translation>rang dans la hiérarchie</translation>
    </message>
    <message>
        <source>army points</source>
        <translation>points d&apos;armée</translation>
    </message>
    <message>
        <source>movement in cm (and flight)</source>
        <translation>mouvement en cm (et flight)</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>initiative</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>strength</source>
        <translation>force</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <source>resilience</source>
        <translation>endurance</translation>
    </message>
    <message>
        <source>aim</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>courage, or fear for a frightening figure</source>
        <translation>courage, ou peur pour une figurine effrayante</translation>
    </message>
    <message>
        <source>discipline</source>
        <translation>discipline</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>abilities as written on the card</source>
        <translation>compétences telles qu&apos;écrites sur la carte</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <source>Select a card to see it drawn here.</source>
        <translation>Choisissez une carte pour la voir dessinée ici.</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>D&apos;où viennent ces valeurs</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>range %1 cm</source>
        <translation>portée %1 cm</translation>
    </message>
    <message>
        <source>rank ?</source>
        <translation>rang ?</translation>
    </message>
    <message>
        <source>Magician</source>
        <translation>Magician</translation>
    </message>
    <message>
        <source>Faithful</source>
        <translation>Faithful</translation>
    </message>
    <message>
        <source>rank: %1</source>
        <translation>rang : %1</translation>
    </message>
    <message>
        <source>(not in the booklet: kept as written)</source>
        <translation>(absente du livret : gardée telle qu&apos;écrite)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>size %1</source>
        <translation>taille %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>socle %1</translation>
    </message>
    <message>
        <source>? figures per card</source>
        <translation>? figurines par carte</translation>
    </message>
    <message>
        <source>1 figure per card</source>
        <translation>1 figurine par carte</translation>
    </message>
    <message>
        <source>%1 figures per card</source>
        <translation>%1 figurines par carte</translation>
    </message>
    <message>
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <source>base</source>
        <translation>socle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non renseignée</translation>
    </message>
</context>
<context>
    <name>LanguageNames</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The window switches language at once; nothing is lost.</source>
        <translation>La fenêtre change de langue aussitôt ; rien n&apos;est perdu.</translation>
    </message>
</context>
<context>
    <name>LibraryWorkspace</name>
    <message>
        <source>Filter by name, people, rank or ability (Ctrl+F)</source>
        <translation>Filtrer par nom, peuple, rang ou compétence (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>Filtrer les cartes</translation>
    </message>
    <message>
        <source>People filter</source>
        <translation>Filtre par peuple</translation>
    </message>
    <message>
        <source>All peoples</source>
        <translation>Tous les peuples</translation>
    </message>
    <message>
        <source>&amp;People</source>
        <translation>&amp;Peuple</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>&amp;New card...</source>
        <translation>&amp;Nouvelle carte...</translation>
    </message>
    <message>
        <source>Add a card from a physical card</source>
        <translation>Ajouter une carte d&apos;après une carte imprimée</translation>
    </message>
    <message>
        <source>&amp;Import cards...</source>
        <translation>&amp;Importer des cartes...</translation>
    </message>
    <message>
        <source>Import card packs or BattleScribe data</source>
        <translation>Importer des paquets de cartes ou des données BattleScribe</translation>
    </message>
    <message>
        <source>&amp;Export cards...</source>
        <translation>E&amp;xporter des cartes...</translation>
    </message>
    <message>
        <source>Export the library, or the people shown, to a card pack</source>
        <translation>Exporter la bibliothèque, ou le peuple affiché, dans un paquet de cartes</translation>
    </message>
    <message>
        <source>&amp;Edit card...</source>
        <translation>&amp;Modifier la carte...</translation>
    </message>
    <message>
        <source>Edit the selected card (or press Enter)</source>
        <translation>Modifier la carte choisie (ou appuyez sur Entrée)</translation>
    </message>
    <message>
        <source>D&amp;uplicate card...</source>
        <translation>D&amp;upliquer la carte...</translation>
    </message>
    <message>
        <source>Copy the selected card into a new one</source>
        <translation>Copier la carte choisie dans une nouvelle</translation>
    </message>
    <message>
        <source>&amp;Delete card</source>
        <translation>&amp;Supprimer la carte</translation>
    </message>
    <message>
        <source>Delete the selected card (undo: Ctrl+Z)</source>
        <translation>Supprimer la carte choisie (annuler : Ctrl+Z)</translation>
    </message>
    <message>
        <source>%1 of %2 cards</source>
        <translation>%1 sur %2 cartes</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>Card packs and BattleScribe data</source>
        <translation>Paquets de cartes et données BattleScribe</translation>
    </message>
    <message>
        <source>Card packs</source>
        <translation>Paquets de cartes</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>ajout de %1</translation>
    </message>
    <message>
        <source>edit %1</source>
        <translation>modification de %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>duplicate %1</source>
        <translation>copie de %1</translation>
    </message>
    <message>
        <source>delete %1</source>
        <translation>suppression de %1</translation>
    </message>
    <message>
        <source>Deleted %1 (Ctrl+Z brings it back)</source>
        <translation>%1 supprimée (Ctrl+Z la fait revenir)</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Importer des cartes</translation>
    </message>
    <message>
        <source>Importing %1...</source>
        <translation>Import de %1...</translation>
    </message>
    <message>
        <source>Nothing was imported from %1.</source>
        <translation>Rien n&apos;a été importé de %1.</translation>
    </message>
    <message>
        <source>import %1</source>
        <translation>import de %1</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 updated, %4 unchanged</source>
        <translation>%1 : %2 ajoutée(s), %3 mise(s) à jour, %4 inchangée(s)</translation>
    </message>
    <message>
        <source>Not mapped (kept as text, not guessed):</source>
        <translation>Non reconnu (gardé comme texte, rien n&apos;est deviné) :</translation>
    </message>
    <message>
        <source>... and %1 more (see Details)</source>
        <translation>... et %1 de plus (voir les détails)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <source>Export the whole library</source>
        <translation>Exporter toute la bibliothèque</translation>
    </message>
    <message>
        <source>Nothing was exported.</source>
        <translation>Rien n&apos;a été exporté.</translation>
    </message>
    <message>
        <source>%1 cards written to %2</source>
        <translation>%1 cartes écrites dans %2</translation>
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
    <name>MainWindow</name>
    <message>
        <source>The card library could not be opened</source>
        <translation>La bibliothèque de cartes n&apos;a pas pu être ouverte</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Army</source>
        <translation>&amp;Armée</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>Confrontation companion</source>
        <translation>Compagnon Confrontation</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Fermer la fenêtre</translation>
    </message>
    <message>
        <source>Undo the last change (nothing is ever lost)</source>
        <translation>Annuler la dernière modification (rien n&apos;est jamais perdu)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Rétablir ce qui a été annulé</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>&amp;Rechercher...</translation>
    </message>
    <message>
        <source>Filter the current workspace</source>
        <translation>Filtrer l&apos;espace de travail affiché</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the window</source>
        <translation>Toutes les touches de la fenêtre</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>About this app</source>
        <translation>À propos de cette application</translation>
    </message>
    <message>
        <source>Show the %1 workspace</source>
        <translation>Afficher l&apos;espace %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Edit the selected card</source>
        <translation>Modifier la carte choisie</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Move from the filter to the table</source>
        <translation>Passer du filtre au tableau</translation>
    </message>
    <message>
        <source>Down, Enter</source>
        <translation>Bas, Entrée</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>Effacer le filtre</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Next field in the card form</source>
        <translation>Champ suivant du formulaire de carte</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Save the card form</source>
        <translation>Enregistrer le formulaire de carte</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Army builder and table-side companion for Rackham&apos;s CONFRONTATION.</source>
        <translation>Constructeur d&apos;armées et compagnon de table pour CONFRONTATION de Rackham.</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de données : %1</translation>
    </message>
    <message>
        <source>About companion</source>
        <translation>À propos de companion</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Jeu de règles : %1</translation>
    </message>
    <message>
        <source>About your card library</source>
        <translation>À propos de votre bibliothèque de cartes</translation>
    </message>
</context>
<context>
    <name>WoundTableAction</name>
    <message>
        <source>&amp;Wound table...</source>
        <translation>&amp;Tableau des blessures...</translation>
    </message>
    <message>
        <source>Correct the wound table from your booklet</source>
        <translation>Corriger le tableau des blessures d&apos;après votre livret</translation>
    </message>
</context>
<context>
    <name>WoundTableDialog</name>
    <message>
        <source>Wound table</source>
        <translation>Tableau des blessures</translation>
    </message>
    <message>
        <source>Correct the wound table from your booklet (p.64). Rows are Damage results, columns the locations. Only the cells marked published come from a published source.</source>
        <translation>Corrigez le tableau des blessures d&apos;après votre livret (p.64). Les lignes sont les résultats du Jet de Blessure, les colonnes les localisations. Seules les cases marquées publiée viennent d&apos;une source publiée.</translation>
    </message>
    <message>
        <source>Your corrected table could not be read: %1</source>
        <translation>Votre tableau corrigé n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>Legend: &quot;published&quot;: from a published source; &quot;your correction&quot;: set by you; &quot;estimate&quot;: not from a source, correct it from your booklet.</source>
        <translation>Légende : « publiée » : d&apos;une source publiée ; « votre correction » : saisie par vous ; « estimation » : ne vient pas d&apos;une source, corrigez-la d&apos;après votre livret.</translation>
    </message>
    <message>
        <source>Damage result</source>
        <translation>Résultat du Jet de Blessure</translation>
    </message>
    <message>
        <source>&amp;Reset to the shipped table</source>
        <translation>&amp;Revenir au tableau d&apos;origine</translation>
    </message>
    <message>
        <source>Put the shipped table back in the grid; Save then forgets your corrections</source>
        <translation>Remettre le tableau d&apos;origine dans la grille ; Enregistrer oublie alors vos corrections</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tout résultat</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <source>published</source>
        <translation>publiée</translation>
    </message>
    <message>
        <source>your correction</source>
        <translation>votre correction</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>The shipped table is in the grid: Save to use it.</source>
        <translation>Le tableau d&apos;origine est dans la grille : enregistrez pour l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The wound table could not be saved: %1</source>
        <translation>Le tableau des blessures n&apos;a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <source>Saved: new games and the quick-reference sheet use this table.</source>
        <translation>Enregistré : les nouvelles parties et l&apos;aide-mémoire utilisent ce tableau.</translation>
    </message>
</context>
<context>
    <name>_EquipmentRow</name>
    <message>
        <source>name (e.g. Crossbow)</source>
        <translation>nom (p. ex. Arbalète)</translation>
    </message>
    <message>
        <source>ranges cm: short/medium/long</source>
        <translation>portées cm : courte/moyenne/longue</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>The card library cannot be opened</source>
        <translation>La bibliothèque de cartes ne peut pas être ouverte</translation>
    </message>
</context>
</TS>
