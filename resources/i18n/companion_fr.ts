<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
</TS>
