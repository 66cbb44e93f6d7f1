<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>PrintActions</name>
    <message>
        <source>&amp;Print roster of the current list...</source>
        <translation>Im&amp;primer la feuille d&apos;armée de la liste en cours...</translation>
    </message>
    <message>
        <source>The list&apos;s roster with a wound track per figurine: preview, then save as PDF</source>
        <translation>La feuille d&apos;armée de la liste, avec une piste de blessures par figurine : aperçu, puis enregistrement en PDF</translation>
    </message>
    <message>
        <source>Print card pro&amp;xies of the current list...</source>
        <translation>Imprimer les cartes de re&amp;mplacement de la liste en cours...</translation>
    </message>
    <message>
        <source>Card-sized proxies of the list&apos;s cards, nine to a page, with cut marks</source>
        <translation>Cartes de remplacement au format carte pour les cartes de la liste, neuf par page, avec traits de coupe</translation>
    </message>
    <message>
        <source>Print quick-reference s&amp;heet...</source>
        <translation>Imprimer l&apos;aide de &amp;jeu...</translation>
    </message>
    <message>
        <source>The tables for the ruleset in force and the list&apos;s house rules</source>
        <translation>Les tableaux des règles en vigueur et des règles maison de la liste</translation>
    </message>
    <message>
        <source>Print on &amp;US Letter paper</source>
        <translation>Imprimer sur papier Lettre &amp;US</translation>
    </message>
    <message>
        <source>Lay the sheets out for US Letter paper (unchecked: A4)</source>
        <translation>Mettre les feuilles en page pour le papier Lettre US (décoché : A4)</translation>
    </message>
    <message>
        <source>Print the roster</source>
        <translation>Imprimer la feuille d&apos;armée</translation>
    </message>
    <message>
        <source>Print card proxies</source>
        <translation>Imprimer les cartes de remplacement</translation>
    </message>
    <message>
        <source>A proxy cannot be drawn for a card the library does not have: %1. Import its pack, or remove it from the list.</source>
        <translation>Impossible de dessiner une carte de remplacement pour une carte absente de la bibliothèque : %1. Importez son paquet, ou retirez-la de la liste.</translation>
    </message>
    <message>
        <source>Print the quick-reference sheet</source>
        <translation>Imprimer l&apos;aide de jeu</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>No army list is open. Open a list (Ctrl+O) or add cards to one in the Army workspace (Ctrl+2), then print it.</source>
        <translation>Aucune liste d&apos;armée n&apos;est ouverte. Ouvrez une liste (Ctrl+O) ou ajoutez-y des cartes dans l&apos;espace Armée (Ctrl+2), puis imprimez-la.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>The paper the sheet is laid out for</source>
        <translation>Le papier pour lequel la feuille est mise en page</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Zoom :</translation>
    </message>
    <message>
        <source>Ctrl++ and Ctrl+- zoom in and out</source>
        <translation>Ctrl++ et Ctrl+- agrandissent et réduisent</translation>
    </message>
    <message>
        <source>&amp;Save PDF...</source>
        <translation>&amp;Enregistrer le PDF...</translation>
    </message>
    <message>
        <source>Write these pages to a PDF file</source>
        <translation>Écrire ces pages dans un fichier PDF</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the PDF with the system&apos;s viewer</source>
        <translation>Ouvrir le PDF avec la visionneuse du système</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Roster: %1</source>
        <translation>Feuille d&apos;armée : %1</translation>
    </message>
    <message>
        <source>Card proxies: %1</source>
        <translation>Cartes de remplacement : %1</translation>
    </message>
    <message>
        <source>Quick-reference sheet: %1</source>
        <translation>Aide de jeu : %1</translation>
    </message>
    <message>
        <source>The sheet could not be drawn</source>
        <translation>La feuille n&apos;a pas pu être dessinée</translation>
    </message>
    <message>
        <source>1 page · %1</source>
        <translation>1 page · %1</translation>
    </message>
    <message>
        <source>%1 pages · %2</source>
        <translation>%1 pages · %2</translation>
    </message>
    <message>
        <source>Drawing the pages…</source>
        <translation>Dessin des pages…</translation>
    </message>
    <message>
        <source>Not drawn: see the message</source>
        <translation>Non dessinée : voir le message</translation>
    </message>
    <message>
        <source>Save the sheet as PDF</source>
        <translation>Enregistrer la feuille en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not saved</source>
        <translation>Le PDF n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.

Nothing was written there; choose another folder.</source>
        <translation>%1 n&apos;a pas pu être écrit : %2.

Rien n&apos;y a été écrit ; choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>The PDF could not be opened</source>
        <translation>Le PDF n&apos;a pas pu être ouvert</translation>
    </message>
    <message>
        <source>No application opened %1. It is saved: open it from your file manager.</source>
        <translation>Aucune application n&apos;a ouvert %1. Il est enregistré : ouvrez-le depuis votre gestionnaire de fichiers.</translation>
    </message>
</context>
</TS>
