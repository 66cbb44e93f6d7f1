<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>RevealPage</name>
    <message>
        <source>Relevez le défi: the wagers revealed</source>
        <translation>Relevez le défi : les mises révélées</translation>
    </message>
    <message>
        <source>Roll-off (equal totals): each player rolls a D6, the lower takes up the challenge</source>
        <translation>Jet de départage (totaux égaux) : chaque joueur lance un D6, le plus bas relève le défi</translation>
    </message>
    <message>
        <source>Enter the roll-off</source>
        <translation>Entrer le jet de départage</translation>
    </message>
    <message>
        <source>Total wagered: %1 AP</source>
        <translation>Total misé : %1 PA</translation>
    </message>
    <message>
        <source>Wager again ▶</source>
        <translation>Miser à nouveau ▶</translation>
    </message>
    <message>
        <source>Enter the roll-off above</source>
        <translation>Entrez le jet de départage ci-dessus</translation>
    </message>
    <message>
        <source>Play %1 ▶</source>
        <translation>Jouer %1 ▶</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>Tournament rounds</source>
        <translation>Parties de tournoi</translation>
    </message>
    <message>
        <source>New tournament round…</source>
        <translation>Nouvelle partie de tournoi…</translation>
    </message>
    <message>
        <source>Resume the selected round</source>
        <translation>Reprendre la partie choisie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où en est-on</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Gagnée par %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>New tournament round</source>
        <translation>Nouvelle partie de tournoi</translation>
    </message>
    <message>
        <source>The players and their lists</source>
        <translation>Les joueurs et leurs listes</translation>
    </message>
    <message>
        <source>%1: 200 AP unless the list says otherwise; an overage of one figurine only, at most half the least expensive figurine.</source>
        <translation>%1 : 200 PA sauf si la liste dit autrement ; un dépassement d&apos;une seule figurine, au plus la moitié de la figurine la moins chère.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Joueur %1 :</translation>
    </message>
    <message>
        <source>Player %1&apos;s list:</source>
        <translation>Liste du joueur %1 :</translation>
    </message>
    <message>
        <source>The terrain</source>
        <translation>Le terrain</translation>
    </message>
    <message>
        <source>%1: a rectangle between 40 x 80 cm and 80 x 120 cm.</source>
        <translation>%1 : un rectangle compris entre 40 x 80 cm et 80 x 120 cm.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>The objective</source>
        <translation>L&apos;objectif</translation>
    </message>
    <message>
        <source>%1: a D6 on the challenge table of the CONFRONTATION booklet; a 6 is re-rolled; the time limit is read at 6 - the roll. The app does not know that table: type the objective and the time limit your roll gives you.</source>
        <translation>%1 : un D6 sur le tableau des défis du livret CONFRONTATION ; un 6 est relancé ; la limite de temps se lit à 6 - le résultat. L&apos;application ne connaît pas ce tableau : tapez l&apos;objectif et la limite de temps que votre jet vous donne.</translation>
    </message>
    <message>
        <source>Roll the D6</source>
        <translation>Lancer le D6</translation>
    </message>
    <message>
        <source>or the die thrown:</source>
        <translation>ou le dé lancé :</translation>
    </message>
    <message>
        <source>Enter this die</source>
        <translation>Entrer ce dé</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Throw again from the start</source>
        <translation>Relancer depuis le début</translation>
    </message>
    <message>
        <source>as your booklet&apos;s challenge table gives it</source>
        <translation>tel que le donne le tableau des défis de votre livret</translation>
    </message>
    <message>
        <source>as your booklet gives it</source>
        <translation>tel que le donne votre livret</translation>
    </message>
    <message>
        <source>no countdown</source>
        <translation>pas de compte à rebours</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Countdown (optional):</source>
        <translation>Compte à rebours (facultatif) :</translation>
    </message>
    <message>
        <source>Equal wagers:</source>
        <translation>Mises égales :</translation>
    </message>
    <message>
        <source>Start the challenge: the wagers ▶</source>
        <translation>Commencer le défi : les mises ▶</translation>
    </message>
    <message>
        <source>Equal totals: roll-off, the lower D6 takes up the challenge (the text does not say)</source>
        <translation>Totaux égaux : jet de départage, le D6 le plus bas relève le défi (le texte ne le dit pas)</translation>
    </message>
    <message>
        <source>Equal totals: both players wager again (the text does not say)</source>
        <translation>Totaux égaux : les deux joueurs misent à nouveau (le texte ne le dit pas)</translation>
    </message>
    <message>
        <source>Roll the die, or enter the one you threw.</source>
        <translation>Lancez le dé, ou entrez celui que vous avez lancé.</translation>
    </message>
    <message>
        <source>Thrown: %1. A 6 is re-rolled (&quot;%2&quot;): throw again.</source>
        <translation>Lancé : %1. Un 6 est relancé (« %2 ») : relancez.</translation>
    </message>
    <message>
        <source>Objective (row %1):</source>
        <translation>Objectif (ligne %1) :</translation>
    </message>
    <message>
        <source>Time limit (row %1):</source>
        <translation>Limite de temps (ligne %1) :</translation>
    </message>
    <message>
        <source>Objective:</source>
        <translation>Objectif :</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Limite de temps :</translation>
    </message>
    <message>
        <source>✔ within the limits</source>
        <translation>✔ dans les limites</translation>
    </message>
    <message>
        <source>✔ Ready: each player will wager in secret.</source>
        <translation>✔ Prêt : chaque joueur va miser en secret.</translation>
    </message>
    <message>
        <source>Two saved lists are needed: build them in the Army workspace.</source>
        <translation>Il faut deux listes enregistrées : composez-les dans l&apos;espace Armée.</translation>
    </message>
    <message>
        <source>✖ Not in the library: %1</source>
        <translation>✖ Absent de la bibliothèque : %1</translation>
    </message>
    <message>
        <source>%1: ✔ legal under the tournament rules · %2 / %3 AP, allowance %4</source>
        <translation>%1 : ✔ réglementaire selon les règles de tournoi · %2 / %3 PA, dépassement autorisé %4</translation>
    </message>
    <message>
        <source>%1: ✖ ILLEGAL under the tournament rules · %2 / %3 AP, allowance %4</source>
        <translation>%1 : ✖ NON RÉGLEMENTAIRE selon les règles de tournoi · %2 / %3 PA, dépassement autorisé %4</translation>
    </message>
</context>
<context>
    <name>StagePage</name>
    <message>
        <source>How the stage ended (entered by the players)</source>
        <translation>Comment l&apos;étape s&apos;est terminée (saisi par les joueurs)</translation>
    </message>
    <message>
        <source>Le Duel: the winner is the one who eliminates his enemy first.</source>
        <translation>Le Duel : le vainqueur est celui qui élimine son ennemi en premier.</translation>
    </message>
    <message>
        <source>Objective (row %1): &lt;b&gt;%2&lt;/b&gt; · time limit (row %3): &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Objectif (ligne %1) : &lt;b&gt;%2&lt;/b&gt; · limite de temps (ligne %3) : &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source> (takes up the challenge)</source>
        <translation> (relève le défi)</translation>
    </message>
    <message>
        <source>Duel: %1 (%2 AP a figurine)</source>
        <translation>Duel : %1 (%2 PA la figurine)</translation>
    </message>
    <message>
        <source>Open the stage&apos;s game in the Table ▶</source>
        <translation>Ouvrir la partie de l&apos;étape dans la Table ▶</translation>
    </message>
    <message>
        <source>Start the game of %1 in the Table ▶</source>
        <translation>Commencer la partie de %1 dans la Table ▶</translation>
    </message>
    <message>
        <source>%1 reached the objective</source>
        <translation>%1 a atteint l&apos;objectif</translation>
    </message>
    <message>
        <source>%1 has no chance any more → %2</source>
        <translation>%1 n&apos;a plus aucune chance → %2</translation>
    </message>
    <message>
        <source>%1 eliminated the enemy first</source>
        <translation>%1 a éliminé l&apos;ennemi en premier</translation>
    </message>
</context>
<context>
    <name>TournamentClock</name>
    <message>
        <source>Le Duel has no time limit. The clock starts with its game.</source>
        <translation>Le Duel n&apos;a pas de limite de temps. L&apos;horloge part avec sa partie.</translation>
    </message>
    <message>
        <source>Time played %1 · Le Duel has no time limit</source>
        <translation>Temps joué %1 · Le Duel n&apos;a pas de limite de temps</translation>
    </message>
    <message>
        <source>Time limit: %1. The clock starts with the stage&apos;s game.</source>
        <translation>Limite de temps : %1. L&apos;horloge part avec la partie de l&apos;étape.</translation>
    </message>
    <message>
        <source>Time played %1 · time limit: %2</source>
        <translation>Temps joué %1 · limite de temps : %2</translation>
    </message>
    <message>
        <source>Time left %1 of %2 min · time limit: %3</source>
        <translation>Temps restant %1 sur %2 min · limite de temps : %3</translation>
    </message>
    <message>
        <source>TIME IS UP (over by %1) · time limit: %2</source>
        <translation>TEMPS ÉCOULÉ (dépassé de %1) · limite de temps : %2</translation>
    </message>
</context>
<context>
    <name>TournamentPanel</name>
    <message>
        <source>Tournament round</source>
        <translation>Partie de tournoi</translation>
    </message>
    <message>
        <source>&amp;Tournament round…</source>
        <translation>Partie de &amp;tournoi…</translation>
    </message>
    <message>
        <source>A tournament round: the lists, the objective, the secret wagers, Premier sang, La Revanche, Le Duel (tournament rules)</source>
        <translation>Une partie de tournoi : les listes, l&apos;objectif, les mises secrètes, Premier sang, La Revanche, Le Duel (règles de tournoi)</translation>
    </message>
    <message>
        <source>Tournament round…</source>
        <translation>Partie de tournoi…</translation>
    </message>
    <message>
        <source>Relevez le défi: a tournament round in three stages (tournament rules)</source>
        <translation>Relevez le défi : une partie de tournoi en trois étapes (règles de tournoi)</translation>
    </message>
</context>
<context>
    <name>TournamentWords</name>
    <message>
        <source>Relevez le défi: the wagers</source>
        <translation>Relevez le défi : les mises</translation>
    </message>
    <message>
        <source>Relevez le défi: equal totals, roll-off</source>
        <translation>Relevez le défi : totaux égaux, jet de départage</translation>
    </message>
    <message>
        <source>I - First blood (Premier sang)</source>
        <translation>I - Le Premier sang</translation>
    </message>
    <message>
        <source>II - The return match (La Revanche)</source>
        <translation>II - La Revanche</translation>
    </message>
    <message>
        <source>III - The duel (Le Duel)</source>
        <translation>III - Le Duel</translation>
    </message>
    <message>
        <source>IV - Victory (La Victoire)</source>
        <translation>IV - La Victoire</translation>
    </message>
    <message>
        <source>Wagers</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>Roll-off</source>
        <translation>Jet de départage</translation>
    </message>
    <message>
        <source>%1 x%2 (%3 AP)</source>
        <translation>%1 x%2 (%3 PA)</translation>
    </message>
    <message>
        <source>%1 (%2 AP)</source>
        <translation>%1 (%2 PA)</translation>
    </message>
</context>
<context>
    <name>VictoryPage</name>
    <message>
        <source>Back to the tournament rounds</source>
        <translation>Retour aux parties de tournoi</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 reached the objective.</source>
        <translation>%1 a atteint l&apos;objectif.</translation>
    </message>
    <message>
        <source>%1 had no chance any more.</source>
        <translation>%1 n&apos;avait plus aucune chance.</translation>
    </message>
    <message>
        <source>%1 eliminated the enemy first.</source>
        <translation>%1 a éliminé l&apos;ennemi en premier.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> (game %1)</source>
        <translation> (partie %1)</translation>
    </message>
</context>
<context>
    <name>WagerPage</name>
    <message>
        <source>&quot;%1&quot; (%2). The lower total takes up the challenge at Premier sang.</source>
        <translation>« %1 » (%2). Le total le moins élevé relève le défi au Premier sang.</translation>
    </message>
    <message>
        <source>Wager these cards and hide them</source>
        <translation>Miser ces cartes et les cacher</translation>
    </message>
    <message>
        <source>Both players have wagered. Reveal both wagers together.</source>
        <translation>Les deux joueurs ont misé. Révélez les deux mises ensemble.</translation>
    </message>
    <message>
        <source>Reveal both wagers</source>
        <translation>Révéler les deux mises</translation>
    </message>
    <message>
        <source>Relevez le défi: both wagers placed</source>
        <translation>Relevez le défi : les deux mises sont placées</translation>
    </message>
    <message>
        <source>Relevez le défi: %1&apos;s secret wager</source>
        <translation>Relevez le défi : la mise secrète de %1</translation>
    </message>
    <message>
        <source>Equal totals (%1 AP each): wager again. The text does not say what equal totals lead to; this round re-wagers (the option chosen at its start).</source>
        <translation>Totaux égaux (%1 PA chacun) : misez à nouveau. Le texte ne dit pas ce qui suit des totaux égaux ; cette partie fait miser à nouveau (l&apos;option choisie à son début).</translation>
    </message>
    <message>
        <source>%1, look away. Pass the screen to %2: only %2 may see the next page.</source>
        <translation>%1, détournez les yeux. Passez l&apos;écran à %2 : seul %2 peut voir la page suivante.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1 : montrer mes cartes</translation>
    </message>
    <message>
        <source>Wagered: %1 card, %2 AP of %3 AP</source>
        <translation>Misé : %1 carte, %2 PA sur %3 PA</translation>
    </message>
    <message>
        <source>Wagered: %1 cards, %2 AP of %3 AP</source>
        <translation>Misé : %1 cartes, %2 PA sur %3 PA</translation>
    </message>
</context>
</TS>
