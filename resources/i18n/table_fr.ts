<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>{what}: {token} is not a die (type the faces, 1 to 6)</source>
        <translation>{what} : {token} n&apos;est pas un dé (tapez les faces, 1 à 6)</translation>
    </message>
    <message>
        <source>{what}: a die shows 1 to 6, not {face}</source>
        <translation>{what} : un dé montre 1 à 6, pas {face}</translation>
    </message>
    <message>
        <source>{what}: type the dice thrown</source>
        <translation>{what} : tapez les dés lancés</translation>
    </message>
    <message>
        <source>{what}: one roll only here (no comma)</source>
        <translation>{what} : un seul jet ici (pas de virgule)</translation>
    </message>
    <message>
        <source>{what}, roll {number}</source>
        <translation>{what}, jet {number}</translation>
    </message>
    <message>
        <source>{what}: {count} roll(s) expected (separated by commas), {typed} typed</source>
        <translation>{what} : {count} jet(s) attendu(s) (séparés par des virgules), {typed} tapé(s)</translation>
    </message>
    <message>
        <source>Battle report: {name}</source>
        <translation>Compte rendu de bataille : {name}</translation>
    </message>
    <message>
        <source>Battle report</source>
        <translation>Compte rendu de bataille</translation>
    </message>
    <message>
        <source>{side_a} ({army_a}) against {side_b} ({army_b}); ruleset {ruleset}.</source>
        <translation>{side_a} ({army_a}) contre {side_b} ({army_b}) ; règles {ruleset}.</translation>
    </message>
    <message>
        <source>Scenario: {objective}; time limit {time_limit}; {notes}</source>
        <translation>Scénario : {objective} ; durée limite {time_limit} ; {notes}</translation>
    </message>
    <message>
        <source>Scenario: {objective}; time limit {time_limit}</source>
        <translation>Scénario : {objective} ; durée limite {time_limit}</translation>
    </message>
    <message>
        <source>Round {round} - {phase}</source>
        <translation>Tour {round} - {phase}</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Result: {result} (round {round}, {phase}).</source>
        <translation>Résultat : {result} (tour {round}, {phase}).</translation>
    </message>
    <message>
        <source>the game is not finished</source>
        <translation>la partie n&apos;est pas terminée</translation>
    </message>
    <message>
        <source>Losses of {side}: {count}, {ap} AP - {names}.</source>
        <translation>Pertes de {side} : {count}, {ap} PA - {names}.</translation>
    </message>
    <message>
        <source>Losses of {side}: {count} - {names}.</source>
        <translation>Pertes de {side} : {count} - {names}.</translation>
    </message>
</context>
<context>
    <name>ArmyColumn</name>
    <message>
        <source>This side acts now</source>
        <translation>Ce camp agit maintenant</translation>
    </message>
    <message>
        <source>Losses: %1</source>
        <translation>Pertes : %1</translation>
    </message>
    <message>
        <source>Remaining: %1 AP</source>
        <translation>Restant : %1 PA</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>Sur la table : %1</translation>
    </message>
    <message>
        <source>AP of the figurines still in play, from their cards</source>
        <translation>PA des figurines encore en jeu, selon leurs cartes</translation>
    </message>
    <message>
        <source>; a card has no AP: fill it in the Library</source>
        <translation>; une carte n&apos;a pas de PA : complétez-la dans la Bibliothèque</translation>
    </message>
</context>
<context>
    <name>AttackBox</name>
    <message>
        <source>%1 attacks: choose a difficulty for each Attack die</source>
        <translation>%1 attaque : choisissez une difficulté pour chaque dé d&apos;Attaque</translation>
    </message>
    <message>
        <source>Attack die</source>
        <translation>Dé d&apos;Attaque</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>%1 (%2), Attack die %3</source>
        <translation>%1 (%2), dé d&apos;Attaque %3</translation>
    </message>
    <message>
        <source>Master strike by %1 (one Attack; the other dice are lost)</source>
        <translation>Master strike de %1 (une seule Attaque ; les autres dés sont perdus)</translation>
    </message>
    <message>
        <source>Attack rolls</source>
        <translation>Jets d&apos;Attaque</translation>
    </message>
    <message>
        <source>Attack dice</source>
        <translation>Dés d&apos;Attaque</translation>
    </message>
    <message>
        <source>e.g. 2, 5 (one roll per Attack)</source>
        <translation>ex. 2, 5 (un jet par Attaque)</translation>
    </message>
    <message>
        <source>%1 against %2: each difficulty</source>
        <translation>%1 contre %2 : chaque difficulté</translation>
    </message>
    <message>
        <source> (minimum %1)</source>
        <translation> (minimum %1)</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Not parried</source>
        <translation>Non parée</translation>
    </message>
    <message>
        <source>%1  ★ recommended</source>
        <translation>%1  ★ conseillée</translation>
    </message>
    <message>
        <source> Higher difficulties: the chance shows beside each die.</source>
        <translation> Difficultés plus hautes : la chance s&apos;affiche à côté de chaque dé.</translation>
    </message>
    <message>
        <source>recommended: the most severe wound expected.</source>
        <translation>conseillée : la blessure attendue la plus grave.</translation>
    </message>
    <message>
        <source>hits %1</source>
        <translation>touche %1</translation>
    </message>
    <message>
        <source>★: the recommended difficulty (the most severe wound expected)</source>
        <translation>★ : la difficulté conseillée (la blessure attendue la plus grave)</translation>
    </message>
</context>
<context>
    <name>ChargeBox</name>
    <message>
        <source>Charge:</source>
        <translation>Charge :</translation>
    </message>
    <message>
        <source>Engage instead (no Charge bonus)</source>
        <translation>Engager à la place (pas de bonus de Charge)</translation>
    </message>
    <message>
        <source>%1&apos;s Courage die</source>
        <translation>Dé de Courage de %1</translation>
    </message>
    <message>
        <source>Engage</source>
        <translation>Engager</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>: Courage tests against Fear</source>
        <translation> : tests de Courage contre la Peur</translation>
    </message>
    <message>
        <source>: no Courage test needed</source>
        <translation> : aucun test de Courage nécessaire</translation>
    </message>
</context>
<context>
    <name>FigurineTile</name>
    <message>
        <source>Charged (-1 INI, ATT, DEF this round)</source>
        <translation>Chargé (-1 INI, ATT, DEF ce tour)</translation>
    </message>
    <message>
        <source>Stunned (-1 on its dice this round)</source>
        <translation>Sonné (-1 à ses dés ce tour)</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Paralysed by dread</source>
        <translation>Paralysé par l&apos;effroi</translation>
    </message>
    <message>
        <source>Afraid (-1 INI, ATT, DEF this round)</source>
        <translation>Effrayé (-1 INI, ATT, DEF ce tour)</translation>
    </message>
    <message>
        <source>Failed to disengage</source>
        <translation>Désengagement raté</translation>
    </message>
    <message>
        <source>Counter-fired</source>
        <translation>A fait un Contre tir</translation>
    </message>
    <message>
        <source>Toxic fighter this round</source>
        <translation>Combattant Toxic ce tour</translation>
    </message>
    <message>
        <source>On the Battleground</source>
        <translation>Sur le champ de bataille</translation>
    </message>
    <message>
        <source>Lost (a loss for its side)</source>
        <translation>Perdue (une perte pour son camp)</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Chargé</translation>
    </message>
    <message>
        <source>Charging</source>
        <translation>En Charge</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Sonné</translation>
    </message>
    <message>
        <source>Paralysed</source>
        <translation>Paralysé</translation>
    </message>
    <message>
        <source>Afraid</source>
        <translation>Effrayé</translation>
    </message>
    <message>
        <source>Fierce (dies at the end of the round)</source>
        <translation>Fierce (meurt à la fin du tour)</translation>
    </message>
    <message>
        <source>Toxic</source>
        <translation>Toxic</translation>
    </message>
    <message>
        <source>dice %1</source>
        <translation>dés %1</translation>
    </message>
    <message>
        <source>Charged: -1 INI, ATT and DEF until the end of the round (booklet, movement phase, Charging)</source>
        <translation>Chargé : -1 en INI, ATT et DEF jusqu&apos;à la fin du tour (livret, movement phase, Charging)</translation>
    </message>
    <message>
        <source>Afraid: -1 INI, ATT and DEF until the end of the round (booklet, Influence of Fear)</source>
        <translation>Effrayé : -1 en INI, ATT et DEF jusqu&apos;à la fin du tour (livret, Influence of Fear)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Its state</source>
        <translation>Son état</translation>
    </message>
    <message>
        <source>%1: %2 on its dice (booklet, wound table)</source>
        <translation>%1 : %2 à ses dés (livret, tableau des blessures)</translation>
    </message>
    <message>
        <source>As printed on the card %1 (%2).</source>
        <translation>Comme imprimé sur la carte %1 (%2).</translation>
    </message>
    <message>
        <source>States ▾</source>
        <translation>États ▾</translation>
    </message>
    <message>
        <source>Set or clear a state by hand (logged, undoable)</source>
        <translation>Mettre ou enlever un état à la main (journalisé, annulable)</translation>
    </message>
    <message>
        <source>Tap to set %1 by hand (tap the current level to take it back)</source>
        <translation>Toucher pour mettre %1 à la main (toucher le niveau actuel pour revenir en arrière)</translation>
    </message>
    <message>
        <source>not deployed</source>
        <translation>pas déployée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>cochée</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>aucun état</translation>
    </message>
    <message>
        <source>Immune to Fear ≤%1</source>
        <translation>Immunisé (Peur ≤%1)</translation>
    </message>
    <message>
        <source>Engaged (%1)</source>
        <translation>Engagé (%1)</translation>
    </message>
    <message>
        <source>%1 lives left</source>
        <translation>%1 vies restantes</translation>
    </message>
    <message>
        <source>Mutagenic %1</source>
        <translation>Mutagenic %1</translation>
    </message>
    <message>
        <source>Apply a Damage result (worsening rules)</source>
        <translation>Appliquer un résultat de Blessure (règles d&apos;aggravation)</translation>
    </message>
    <message>
        <source>Immune to Fear up to… (now %1)</source>
        <translation>Immunisé contre la Peur jusqu&apos;à… (maintenant %1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Immune to Fear up to (0: none)</source>
        <translation>Immunisé contre la Peur jusqu&apos;à (0 : aucune)</translation>
    </message>
    <message>
        <source>Lives left… (now %1)</source>
        <translation>Vies restantes… (maintenant %1)</translation>
    </message>
    <message>
        <source>Lives left</source>
        <translation>Vies restantes</translation>
    </message>
</context>
<context>
    <name>FireBox</name>
    <message>
        <source>Short (4)</source>
        <translation>Courte (4)</translation>
    </message>
    <message>
        <source>Medium (7)</source>
        <translation>Moyenne (7)</translation>
    </message>
    <message>
        <source>Long (10)</source>
        <translation>Longue (10)</translation>
    </message>
    <message>
        <source>Out of range</source>
        <translation>Hors de portée</translation>
    </message>
    <message>
        <source>Marksman</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Range (measured)</source>
        <translation>Portée (mesurée)</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>A bougé</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation>Couvert partiel</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Aim die</source>
        <translation>Dé de Tir</translation>
    </message>
    <message>
        <source>Damage dice (if it hits)</source>
        <translation>Dés de Blessure (s&apos;il touche)</translation>
    </message>
    <message>
        <source>e.g. 3 6</source>
        <translation>ex. 3 6</translation>
    </message>
    <message>
        <source>Fray roll (target in a fray)</source>
        <translation>Jet du tas (cible dans le tas)</translation>
    </message>
    <message>
        <source>1 to the sum of the weights</source>
        <translation>1 à la somme des poids</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Finish game…</source>
        <translation>Terminer la partie…</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>graine %1</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Resume the selected game</source>
        <translation>Reprendre la partie choisie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernier coup joué</translation>
    </message>
    <message>
        <source>No game yet: start one with New game (two saved army lists are needed: build them in the Army workspace).</source>
        <translation>Aucune partie pour l&apos;instant : commencez-en une avec Nouvelle partie (il faut deux listes d&apos;armée enregistrées : construisez-les dans l&apos;espace Armée).</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <translation>Tour %1, %2</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Terminée : %1</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contre </translation>
    </message>
</context>
<context>
    <name>LogPane</name>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <source>the game&apos;s log</source>
        <translation>le journal de la partie</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>the card %1 is not in the library</source>
        <translation>la carte %1 n&apos;est pas dans la bibliothèque</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Player 1 (default: the list&apos;s name)</source>
        <translation>Joueur 1 (par défaut : le nom de la liste)</translation>
    </message>
    <message>
        <source>Player 2 (default: the list&apos;s name)</source>
        <translation>Joueur 2 (par défaut : le nom de la liste)</translation>
    </message>
    <message>
        <source>Army 1</source>
        <translation>Armée 1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Army 2</source>
        <translation>Armée 2</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>The lists</source>
        <translation>Les listes</translation>
    </message>
    <message>
        <source>Core (booklet)</source>
        <translation>Règles de base (livret)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>computed by the app</source>
        <translation>calculée par l&apos;app</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>optional: the objective agreed</source>
        <translation>facultatif : l&apos;objectif convenu</translation>
    </message>
    <message>
        <source>optional: e.g. 2 hours, 6 rounds</source>
        <translation>facultatif : ex. 2 heures, 6 tours</translation>
    </message>
    <message>
        <source>optional: anything agreed before the game</source>
        <translation>facultatif : tout ce qui a été convenu avant la partie</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Durée limite</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>The dice the app rolls come from this number: the game replays identically</source>
        <translation>Les dés que lance l&apos;app viennent de ce nombre : la partie se rejoue à l&apos;identique</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>optional: the game&apos;s name (default: the players and the date)</source>
        <translation>facultatif : le nom de la partie (par défaut : les joueurs et la date)</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Nom de la partie</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Army %1: %2</source>
        <translation>Armée %1 : %2</translation>
    </message>
    <message>
        <source>Army %1: choose a saved list (build one in the Army workspace)</source>
        <translation>Armée %1 : choisissez une liste enregistrée (construisez-en une dans l&apos;espace Armée)</translation>
    </message>
    <message>
        <source>Army %1 (%2)</source>
        <translation>Armée %1 (%2)</translation>
    </message>
    <message>
        <source>%1 fields no figurine</source>
        <translation>%1 n&apos;aligne aucune figurine</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Impossible de commencer : %1</translation>
    </message>
    <message>
        <source>Not a legal match (you may still play it if you both agree):</source>
        <translation>Affrontement non réglementaire (vous pouvez quand même le jouer si vous êtes d&apos;accord tous les deux) :</translation>
    </message>
    <message>
        <source>Both lists are legal and match each other.</source>
        <translation>Les deux listes sont réglementaires et s&apos;accordent.</translation>
    </message>
</context>
<context>
    <name>ParryBox</name>
    <message>
        <source>%1 parries: choose the Attacks, then roll</source>
        <translation>%1 pare : choisissez les Attaques, puis jetez les dés</translation>
    </message>
    <message>
        <source>Parry Attack %1 (at %2)</source>
        <translation>Parer l&apos;Attaque %1 (à %2)</translation>
    </message>
    <message>
        <source>%1; why: %2</source>
        <translation>%1 ; pourquoi : %2</translation>
    </message>
    <message>
        <source> (no Defence die left)</source>
        <translation> (plus de dé de Défense)</translation>
    </message>
    <message>
        <source>Counter-Attack instead (+2 to the difficulty; each success gains an Attack die)</source>
        <translation>Contre-attaquer à la place (+2 à la difficulté ; chaque réussite gagne un dé d&apos;Attaque)</translation>
    </message>
    <message>
        <source>Sustained Defence on Attacks:</source>
        <translation>Défense soutenue sur les Attaques :</translation>
    </message>
    <message>
        <source>numbers, in order (optional)</source>
        <translation>numéros, dans l&apos;ordre (facultatif)</translation>
    </message>
    <message>
        <source>Defence rolls</source>
        <translation>Jets de Défense</translation>
    </message>
    <message>
        <source>Defence dice</source>
        <translation>Dés de Défense</translation>
    </message>
    <message>
        <source>e.g. 3 (one roll per Attack parried)</source>
        <translation>ex. 3 (un jet par Attaque parée)</translation>
    </message>
    <message>
        <source>Sustained Defence dice</source>
        <translation>Dés de Défense soutenue</translation>
    </message>
    <message>
        <source>one roll per Attack, in order</source>
        <translation>un jet par Attaque, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Sustained Defence: type Attack numbers</source>
        <translation>Défense soutenue : tapez des numéros d&apos;Attaque</translation>
    </message>
</context>
<context>
    <name>PlaceBox</name>
    <message>
        <source>The Defender, %1, places its dice</source>
        <translation>Le défenseur, %1, répartit ses dés</translation>
    </message>
    <message>
        <source>The Attacker, %1, places its dice</source>
        <translation>L&apos;attaquant, %1, répartit ses dés</translation>
    </message>
    <message>
        <source>Attack dice:</source>
        <translation>Dés d&apos;Attaque :</translation>
    </message>
    <message>
        <source>Character&apos;s extra dice: </source>
        <translation>Dés en plus du Personnage : </translation>
    </message>
    <message>
        <source>A Character may take extra dice: -2 ATT and DEF each (booklet, hand to hand)</source>
        <translation>Un Personnage peut prendre des dés en plus : -2 en ATT et DEF chacun (livret, corps à corps)</translation>
    </message>
    <message>
        <source>%1 (+1 die, all in Attack)</source>
        <translation>%1 (+1 dé, tous en Attaque)</translation>
    </message>
    <message>
        <source>Place the dice</source>
        <translation>Répartir les dés</translation>
    </message>
    <message>
        <source>%1: %2 dice</source>
        <translation>%1 : %2 dés</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Pourquoi : %1</translation>
    </message>
    <message>
        <source>Defence dice: %1</source>
        <translation>Dés de Défense : %1</translation>
    </message>
</context>
<context>
    <name>RollBox</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Exact chance %1 — why: %2</source>
        <translation>Chance exacte %1 — pourquoi : %2</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Pourquoi : %1</translation>
    </message>
    <message>
        <source>e.g. 2, 5 (one roll per die, a re-roll after a space)</source>
        <translation>ex. 2, 5 (un jet par dé, une relance après une espace)</translation>
    </message>
    <message>
        <source>e.g. 4, or 6 2 for a re-roll</source>
        <translation>ex. 4, ou 6 2 pour une relance</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>The app rolls from the game&apos;s seed (the game replays identically); key R rolls the first roll shown</source>
        <translation>L&apos;app lance les dés à partir de la graine de la partie (la partie se rejoue à l&apos;identique) ; la touche R lance le premier jet affiché</translation>
    </message>
    <message>
        <source>Enter dice</source>
        <translation>Saisir les dés</translation>
    </message>
    <message>
        <source>Send the dice you threw on the table (each 1 to 6); key D goes to the first dice field, Enter sends</source>
        <translation>Envoyer les dés lancés sur la table (chacun de 1 à 6) ; la touche D va au premier champ de dés, Entrée envoie</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <source>Stand</source>
        <translation>Immobile</translation>
    </message>
    <message>
        <source>Stands still</source>
        <translation>Reste immobile</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Marche</translation>
    </message>
    <message>
        <source>Up to its Movement (booklet, main movements)</source>
        <translation>Jusqu&apos;à son Mouvement (livret, main movements)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Double Movement, no Charge, no firing (tournament rules)</source>
        <translation>Double Mouvement, pas de Charge, pas de tir (règles de tournoi)</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Dodge</translation>
    </message>
    <message>
        <source>Half its Movement; shots at it are one range farther (booklet, Dodging)</source>
        <translation>La moitié de son Mouvement ; les tirs sur lui sont d&apos;une portée plus loin (livret, Dodging)</translation>
    </message>
    <message>
        <source>Feat</source>
        <translation>Feat</translation>
    </message>
    <message>
        <source>A Physical Feat (no firing this round)</source>
        <translation>Un Physical Feat (pas de tir ce tour)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Initiative %1: %2</source>
        <translation>Initiative %1 : %2</translation>
    </message>
    <message>
        <source>no marksman left</source>
        <translation>plus de tireur</translation>
    </message>
    <message>
        <source>Combat %1</source>
        <translation>Combat %1</translation>
    </message>
    <message>
        <source>round, phase and who acts</source>
        <translation>tour, phase et qui agit</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Non fait : %1</translation>
    </message>
    <message>
        <source>the odds cannot be computed: %1</source>
        <translation>les chances ne peuvent pas être calculées : %1</translation>
    </message>
    <message>
        <source>This step cannot be shown: %1</source>
        <translation>Cette étape ne peut pas être affichée : %1</translation>
    </message>
    <message>
        <source>A sentence for the battle report (an objective taken, a ruling agreed…)</source>
        <translation>Une phrase pour le compte rendu (un objectif pris, une décision convenue…)</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Ajouter la note</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>The Approach roll: each side on its best Discipline (ties are rolled again)</source>
        <translation>Le jet d&apos;Approche : chaque camp sur sa meilleure Discipline (égalité : on relance)</translation>
    </message>
    <message>
        <source>The Tactical roll: each side on its best Discipline (ties are rolled again)</source>
        <translation>Le Tactical roll : chaque camp sur sa meilleure Discipline (égalité : on relance)</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dé de %1</translation>
    </message>
    <message>
        <source>Mutagenic pick: %1 (its die: + X points this round)</source>
        <translation>Choix Mutagenic : %1 (son dé : + X points ce tour)</translation>
    </message>
    <message>
        <source>Mutagenic die</source>
        <translation>Dé Mutagenic</translation>
    </message>
    <message>
        <source>Toxic pick: %1</source>
        <translation>Choix Toxic : %1</translation>
    </message>
    <message>
        <source>Reinforcement roll for %1 (5-6: the cheapest lost figurine returns)</source>
        <translation>Jet de Renfort pour %1 (5-6 : la figurine perdue la moins chère revient)</translation>
    </message>
    <message>
        <source>Reinforcement die</source>
        <translation>Dé de Renfort</translation>
    </message>
    <message>
        <source>Pile: %1 card(s) face down</source>
        <translation>Pioche : %1 carte(s) face cachée</translation>
    </message>
    <message>
        <source> + %1 Scout card(s)</source>
        <translation> + %1 carte(s) Scout</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1&apos;s Reserve (%2 of %3): %4</source>
        <translation>Réserve de %1 (%2 sur %3) : %4</translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation>Déployées</translation>
    </message>
    <message>
        <source>Activated</source>
        <translation>Activées</translation>
    </message>
    <message>
        <source>Card drawn: %1</source>
        <translation>Carte piochée : %1</translation>
    </message>
    <message>
        <source>Deploy %1</source>
        <translation>Déployer %1</translation>
    </message>
    <message>
        <source>Activate %1</source>
        <translation>Activer %1</translation>
    </message>
    <message>
        <source>Keep it in Reserve</source>
        <translation>La garder en Réserve</translation>
    </message>
    <message>
        <source>One Reserve card (two for the winner of the roll)</source>
        <translation>Une carte de Réserve (deux pour le vainqueur du jet)</translation>
    </message>
    <message>
        <source>Draw the next card (%1 left)</source>
        <translation>Piocher la carte suivante (il en reste %1)</translation>
    </message>
    <message>
        <source>Deploy the Reserve card %1</source>
        <translation>Déployer la carte de Réserve %1</translation>
    </message>
    <message>
        <source>Activate the Reserve card %1</source>
        <translation>Activer la carte de Réserve %1</translation>
    </message>
    <message>
        <source>Moving: %1</source>
        <translation>En mouvement : %1</translation>
    </message>
    <message>
        <source>Fleeing: it runs away unless it rallies (Fear %1).</source>
        <translation>En fuite : il fuit sauf s&apos;il se rallie (Peur %1).</translation>
    </message>
    <message>
        <source>Rallying roll</source>
        <translation>Jet de Ralliement</translation>
    </message>
    <message>
        <source>Courage die</source>
        <translation>Dé de Courage</translation>
    </message>
    <message>
        <source>Paralysed by dread: it cannot move this round.</source>
        <translation>Paralysé par l&apos;effroi : il ne peut pas bouger ce tour.</translation>
    </message>
    <message>
        <source>Disengage from %1</source>
        <translation>Se désengager de %1</translation>
    </message>
    <message>
        <source>Initiative die</source>
        <translation>Dé d&apos;Initiative</translation>
    </message>
    <message>
        <source>Has chosen: %1.</source>
        <translation>A choisi : %1.</translation>
    </message>
    <message>
        <source>Done: end this card&apos;s activation</source>
        <translation>Fini : terminer l&apos;activation de cette carte</translation>
    </message>
    <message>
        <source>Figurines that did not choose stand still</source>
        <translation>Les figurines qui n&apos;ont pas choisi restent immobiles</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>immobile</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>marche</translation>
    </message>
    <message>
        <source>run</source>
        <translation>course</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>engage</source>
        <translation>engagement</translation>
    </message>
    <message>
        <source>dodge</source>
        <translation>dodge</translation>
    </message>
    <message>
        <source>feat</source>
        <translation>feat</translation>
    </message>
    <message>
        <source>disengage</source>
        <translation>désengagement</translation>
    </message>
    <message>
        <source>flee</source>
        <translation>fuite</translation>
    </message>
    <message>
        <source>paralysed</source>
        <translation>paralysé</translation>
    </message>
    <message>
        <source>Counter-fire: %1 fires at %2 (difficulty 6)</source>
        <translation>Contre tir : %1 tire sur %2 (difficulté 6)</translation>
    </message>
    <message>
        <source>Aim die</source>
        <translation>Dé de Tir</translation>
    </message>
    <message>
        <source>Damage dice (if it hits)</source>
        <translation>Dés de Blessure (s&apos;il touche)</translation>
    </message>
    <message>
        <source>e.g. 3 6</source>
        <translation>ex. 3 6</translation>
    </message>
    <message>
        <source>Firing order:</source>
        <translation>Ordre de tir :</translation>
    </message>
    <message>
        <source>No marksman may fire (or all have fired).</source>
        <translation>Aucun tireur ne peut tirer (ou tous ont tiré).</translation>
    </message>
    <message>
        <source>End the Firing phase</source>
        <translation>Finir la phase de tir</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Pursuit Movement: %1</source>
        <translation>Pursuit Movement : %1</translation>
    </message>
    <message>
        <source>End the Hand to hand phase</source>
        <translation>Finir la phase de corps à corps</translation>
    </message>
    <message>
        <source>Initiative (the group&apos;s best +1 per other warrior; ties rolled again)</source>
        <translation>Initiative (la meilleure du groupe +1 par autre guerrier ; égalité : on relance)</translation>
    </message>
    <message>
        <source>%1 of this roll falls on cells the app&apos;s Wound Table does not publish: where it does, say the wound your booklet gives.</source>
        <translation>%1 de ce jet tombe sur des cases que le tableau des blessures de l&apos;app ne publie pas : dans ce cas, indiquez la blessure que donne votre livret.</translation>
    </message>
    <message>
        <source>— (the app&apos;s table)</source>
        <translation>— (le tableau de l&apos;app)</translation>
    </message>
    <message>
        <source>Damage roll of Attack %1 on %2</source>
        <translation>Jet de Blessure de l&apos;Attaque %1 sur %2</translation>
    </message>
    <message>
        <source>Damage dice</source>
        <translation>Dés de Blessure</translation>
    </message>
    <message>
        <source>ends %1</source>
        <translation>finit en %1</translation>
    </message>
    <message>
        <source>healed</source>
        <translation>soigné</translation>
    </message>
    <message>
        <source>Regeneration dice</source>
        <translation>Dés de Régénération</translation>
    </message>
    <message>
        <source>e.g. 5 2 (until a failure or healed)</source>
        <translation>ex. 5 2 (jusqu&apos;à un échec ou la guérison)</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Stunned, the Charge and Fear penalties have expired; the next round begins</source>
        <translation>Sonné, les malus de Charge et de Peur ont expiré ; le tour suivant commence</translation>
    </message>
    <message>
        <source> then </source>
        <translation> puis </translation>
    </message>
    <message>
        <source>Combat %1: %2 against %3</source>
        <translation>Combat %1 : %2 contre %3</translation>
    </message>
    <message>
        <source>Initiative %1 against %2: %3 is the Attacker</source>
        <translation>Initiative %1 contre %2 : %3 est l&apos;attaquant</translation>
    </message>
    <message>
        <source>%1: %2 Attack, %3 Defence</source>
        <translation>%1 : %2 en Attaque, %3 en Défense</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touche</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>manquée</translation>
    </message>
    <message>
        <source>Attack %1 at %2: dice %3 — %4</source>
        <translation>Attaque %1 à %2 : dés %3 — %4</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <source>Sustained Defence</source>
        <translation>Défense soutenue</translation>
    </message>
    <message>
        <source>parried</source>
        <translation>parée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ratée</translation>
    </message>
    <message>
        <source>%1 of Attack %2 at %3: dice %4 — %5</source>
        <translation>%1 de l&apos;Attaque %2 à %3 : dés %4 — %5</translation>
    </message>
</context>
<context>
    <name>TableWorkspace</name>
    <message>
        <source>The game %1 cannot be opened: %2</source>
        <translation>La partie %1 ne peut pas être ouverte : %2</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>Result (who won, how):</source>
        <translation>Résultat (qui a gagné, comment) :</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Nouvelle &amp;partie…</translation>
    </message>
    <message>
        <source>Start a game from two saved army lists</source>
        <translation>Commencer une partie à partir de deux listes d&apos;armée enregistrées</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Parties…</translation>
    </message>
    <message>
        <source>The games, in progress and finished</source>
        <translation>Les parties, en cours et terminées</translation>
    </message>
    <message>
        <source>Export game log (&amp;JSON)…</source>
        <translation>Exporter le journal de la partie (&amp;JSON)…</translation>
    </message>
    <message>
        <source>The game&apos;s log, replayable with companion game replay</source>
        <translation>Le journal de la partie, rejouable avec companion game replay</translation>
    </message>
    <message>
        <source>Export &amp;battle report…</source>
        <translation>Exporter le &amp;compte rendu…</translation>
    </message>
    <message>
        <source>The game told in sentences</source>
        <translation>La partie racontée en phrases</translation>
    </message>
    <message>
        <source>&amp;Finish game…</source>
        <translation>&amp;Terminer la partie…</translation>
    </message>
    <message>
        <source>End the game with its result</source>
        <translation>Terminer la partie avec son résultat</translation>
    </message>
    <message>
        <source>Undo game action</source>
        <translation>Annuler l&apos;action de jeu</translation>
    </message>
    <message>
        <source>Undo the last action of the game</source>
        <translation>Annuler la dernière action de la partie</translation>
    </message>
    <message>
        <source>Redo game action</source>
        <translation>Rétablir l&apos;action de jeu</translation>
    </message>
    <message>
        <source>Redo it, with the same dice</source>
        <translation>La rétablir, avec les mêmes dés</translation>
    </message>
</context>
</TS>
