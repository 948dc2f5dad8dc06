import type { CoreLanguageSource } from "./core-deck-types";

/** French (France): the most common everyday words, most frequent first. */
export const french: CoreLanguageSource = {
  id: "french",
  flagCode: "fr",
  description:
    "French is spoken in France, Belgium, Switzerland, Canada and across much of Africa. Learn each noun with le or la where you can, because its gender changes the words around it.",
  speechLang: "fr-FR",
  specialCharacters: ["é", "è", "ê", "ë", "à", "â", "î", "ï", "ô", "û", "ù", "ü", "ÿ", "ç", "œ", "æ"],
  credits: "Word list and English translations written for Lexistep (CC BY-SA 4.0).",
  decks: [
    {
      description:
        "The most frequent French words: articles, pronouns, prepositions, question words and the core verbs être, avoir, faire, aller and pouvoir.",
      words: `
le | the (masculine); him; it
la | the (feminine); her; it
les | the (plural); them
de | of; from
un | a; an; one (masculine)
une | a; an; one (feminine)
des | some; of the
du | some; of the (masculine)
à | to; at; in
au | to the; at the
en | in; some (of it)
et | and
ou | or
où | where
mais | but
donc | so; therefore
car | because; for
que | that; what; than
qui | who; which
quoi | what
ne … pas | not
plus | more; no longer (ne … plus)
très | very
bien | well; good; fine
tout | all; everything; every
avec | with
sans | without
pour | for; in order to
par | by; through; per
dans | in; inside; into
sur | on; about
sous | under
chez | at (someone's home)
entre | between; among
avant | before
après | after; afterwards
depuis | since; for (time)
pendant | during
vers | towards; around (time)
comme | like; as
si | if; so; yes (after a negative question)
oui | yes
non | no; not
je | I
tu | you (informal)
il | he; it
elle | she; her; it
on | one; we; people
nous | we; us
vous | you (formal or plural)
ils | they (masculine)
elles | they (feminine)
me | me; myself
te | you; yourself (informal)
se | oneself; himself; herself
lui | him; (to) her
leur | (to) them; their
moi | me; I (stressed)
toi | you (stressed, informal)
mon | my (masculine)
ma | my (feminine)
ton | your (masculine, informal)
son | his; her; its (masculine noun)
sa | his; her; its (feminine noun)
notre | our
votre | your (formal or plural)
ce | this; that; it
cette | this; that (feminine)
ça | that; it
ici | here
là | there; here
y | there; to it
aussi | also; too; as
encore | again; still; yet
déjà | already
toujours | always; still
jamais | never; ever
maintenant | now
alors | then; so
quand | when
comment | how
pourquoi | why
parce que | because
peu | little; not much; few
beaucoup | a lot; much; many
trop | too; too much
rien | nothing; anything
quelque chose | something
être | to be
avoir | to have
faire | to do; to make
dire | to say; to tell
aller | to go
pouvoir | can; to be able to
voir | to see
savoir | to know (facts); to know how to
vouloir | to want
venir | to come
devoir | must; to have to; to owe
prendre | to take
`,
    },
    {
      description:
        "Everyday nouns for time, people and places (le temps, la maison, les gens), common adverbs and adjectives, and the next most useful verbs.",
      words: `
donner | to give
falloir | to be necessary (il faut)
mettre | to put; to put on
trouver | to find
parler | to speak; to talk
passer | to pass; to spend (time)
croire | to believe; to think
le temps | time; weather
l'année | year
le jour | day
la fois | time (occasion)
la chose | thing
l'homme | man
la femme | woman; wife
la vie | life
le monde | world
la maison | house; home
le pays | country
la partie | part
l'endroit | place
le travail | work; job
la personne | person
le moment | moment
la main | hand
l'heure | hour; time (o'clock)
l'enfant | child
la nuit | night
l'eau | water
la ville | town; city
le père | father
la mère | mother
le fils | son
la fille | daughter; girl
l'ami | friend
le nom | name; noun
le mot | word
les gens | people
la famille | family
le problème | problem
l'histoire | history; story
la vérité | truth
l'argent | money; silver
la semaine | week
le mois | month
le matin | morning
demain | tomorrow
le soir | evening
tard | late
tôt | early
aujourd'hui | today
hier | yesterday
l'après-midi | afternoon
ensuite | then; next; afterwards
puis | then
seulement | only
presque | almost
tant | so much; so many
quelqu'un | someone; somebody
personne | nobody; no one
chaque | each; every
autre | other; another
même | same; even
bon | good
mauvais | bad; wrong
grand | big; tall; great
petit | small; little
nouveau | new
vieux | old
premier | first
dernier | last
meilleur | better; best
long | long
haut | high; tall
important | important
appeler | to call
boire | to drink
connaître | to know (people, places)
vivre | to live
sentir | to feel; to smell
regarder | to look at; to watch
compter | to count
commencer | to begin; to start
attendre | to wait (for)
chercher | to look for; to fetch
entrer | to enter; to come in
travailler | to work
écrire | to write
perdre | to lose
comprendre | to understand
demander | to ask; to ask for
recevoir | to receive
se souvenir | to remember
finir | to finish; to end
avoir besoin de | to need
lire | to read
ouvrir | to open
changer | to change
entendre | to hear
manger | to eat
aimer | to love; to like
`,
    },
    {
      description:
        "Numbers, days of the week, family members, people and everyday things, with common adjectives and verbs such as acheter, dormir and apprendre.",
      words: `
sortir | to go out; to leave
partir | to leave; to go away
rester | to stay; to remain
arriver | to arrive; to happen
tenir | to hold; to keep
penser | to think
laisser | to leave; to let
suivre | to follow
revenir | to come back; to return
jouer | to play
deux | two
trois | three
quatre | four
cinq | five
six | six
sept | seven
huit | eight
neuf | nine; new (brand-new)
dix | ten
onze | eleven
douze | twelve
vingt | twenty
cent | a hundred; one hundred
mille | a thousand; one thousand
lundi | Monday
mardi | Tuesday
mercredi | Wednesday
jeudi | Thursday
vendredi | Friday
samedi | Saturday
dimanche | Sunday
la minute | minute
le week-end | weekend
les parents | parents; relatives
le frère | brother
la sœur | sister
le grand-père | grandfather
la grand-mère | grandmother
le mari | husband
le copain | friend; boyfriend
la copine | friend; girlfriend
le bébé | baby
monsieur | Mr; sir; gentleman
madame | Mrs; madam
le garçon | boy; waiter
l'œil | eye (plural: les yeux)
la tête | head
le visage | face
le corps | body
la porte | door
la rue | street
le chemin | way; path
l'idée | idea
la guerre | war
le livre | book
l'école | school
la voiture | car
le village | village
la terre | earth; land; ground
la fin | end
le côté | side
le numéro | number (phone, house)
la question | question
la réponse | answer
l'exemple | example
la raison | reason
la façon | way; manner
l'amour | love
la peur | fear
la mort | death
la lumière | light
la voix | voice
facile | easy
difficile | difficult; hard
possible | possible
sûr | sure; safe
clair | clear; light (colour)
propre | clean; own
libre | free
jeune | young
rapide | fast; quick
lent | slow
court | short
bas | low
plusieurs | several
moins | less; fewer; minus
assez | enough; quite
peut-être | maybe; perhaps
aider | to help
payer | to pay
acheter | to buy
vendre | to sell
dormir | to sleep
courir | to run
fermer | to close; to shut
apprendre | to learn
répondre | to answer; to reply
utiliser | to use
oublier | to forget
mourir | to die
`,
    },
    {
      description:
        "Food and meals, places around town, the home, parts of the body and colours, with describing words like chaud, cher and fatigué.",
      words: `
apporter | to bring
expliquer | to explain
gagner | to win; to earn
essayer | to try
tomber | to fall
devenir | to become
la nourriture | food
le petit-déjeuner | breakfast
le déjeuner | lunch
le dîner | dinner
le repas | meal
le pain | bread
le lait | milk
la viande | meat
le poisson | fish
le poulet | chicken
l'œuf | egg
le riz | rice
le fromage | cheese
le fruit | fruit
la pomme | apple
l'orange | orange
la pomme de terre | potato
le légume | vegetable
la soupe | soup
le sucre | sugar
le sel | salt
le café | coffee; café
le thé | tea
le vin | wine
la bière | beer
le restaurant | restaurant
le magasin | shop; store
le marché | market
l'hôpital | hospital
l'église | church
la banque | bank
la gare | train station; station
l'aéroport | airport
l'hôtel | hotel
le bureau | office; desk
le parc | park
la plage | beach
la mer | sea
la rivière | river
la montagne | mountain
la campagne | countryside
la place | square; seat; space
la bibliothèque | library
la chambre | bedroom; room
la cuisine | kitchen; cooking
la salle de bains | bathroom
la table | table
la chaise | chair
le lit | bed
la fenêtre | window
la clé | key
le téléphone | telephone; phone
l'ordinateur | computer
l'oreille | ear
le nez | nose
la bouche | mouth
la dent | tooth
les cheveux | hair (on the head)
le bras | arm
la jambe | leg
le pied | foot
le doigt | finger
le cœur | heart
le dos | back (of the body)
le sang | blood
blanc | white
noir | black
rouge | red
bleu | blue
vert | green
jaune | yellow
gris | grey; gray
marron | brown
la couleur | colour; color
chaud | hot; warm
froid | cold
joli | pretty; nice
beau | beautiful; handsome; fine
cher | expensive; dear
riche | rich
pauvre | poor
heureux | happy
triste | sad
fatigué | tired
malade | ill; sick
plein | full
vide | empty
sale | dirty
ouvert | open
fermé | closed
enseigner | to teach
voyager | to travel
cuisiner | to cook
laver | to wash
`,
    },
    {
      description:
        "Greetings and polite phrases, clothes, nature and weather, animals, transport, free time and directions, plus everyday verbs such as danser and se lever.",
      words: `
bonjour | hello; good morning
salut | hi; bye
au revoir | goodbye
merci | thank you; thanks
s'il vous plaît | please (formal)
pardon | sorry; excuse me; pardon
de rien | you're welcome
bonsoir | good evening
bonne nuit | good night
d'accord | okay; OK; agreed
les vêtements | clothes
la chaussure | shoe
la chemise | shirt
le pantalon | trousers; pants
la robe | dress
le manteau | coat
le soleil | sun
la lune | moon
l'étoile | star
le ciel | sky; heaven
l'arbre | tree
la fleur | flower
le feu | fire; traffic light
l'air | air
la pluie | rain
la neige | snow
le vent | wind
pleuvoir | to rain
le printemps | spring
l'été | summer
l'automne | autumn; fall
l'hiver | winter
le chien | dog
le chat | cat
le cheval | horse
l'oiseau | bird
le train | train
l'avion | plane; aeroplane; airplane
le bus | bus
le vélo | bike; bicycle
le bateau | boat; ship
le billet | ticket; banknote
le voyage | journey; trip
les vacances | holidays; vacation
la fête | party; holiday; celebration
le cadeau | present; gift
l'anniversaire | birthday; anniversary
la musique | music
le film | film; movie
le jeu | game
le sport | sport
le football | football; soccer
la classe | class; classroom
le professeur | teacher
l'étudiant | student
le médecin | doctor
la lettre | letter
le papier | paper
le prix | price; prize
la santé | health
la paix | peace
la montre | watch (on the wrist)
le mur | wall
le sol | floor; ground
l'appartement | flat; apartment
le jardin | garden
le bâtiment | building
la gauche | left
la droite | right (direction)
près | near; close
loin | far; far away
dedans | inside
dehors | outside
en haut | up; upstairs; at the top
en bas | down; downstairs; at the bottom
devant | in front of
derrière | behind
détester | to hate
préférer | to prefer
chanter | to sing
danser | to dance
nager | to swim
conduire | to drive
coûter | to cost
envoyer | to send
casser | to break
couper | to cut
rire | to laugh
pleurer | to cry
se réveiller | to wake up
se lever | to get up
s'appeler | to be called (named)
se marier | to get married
nettoyer | to clean
montrer | to show
choisir | to choose
marcher | to walk
monter | to go up; to climb; to get in
descendre | to go down; to get off
s'asseoir | to sit down
`,
    },
  ],
};
