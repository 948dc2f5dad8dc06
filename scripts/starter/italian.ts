import type { CoreLanguageSource } from "./core-deck-types";

/** Italian: the most common everyday words, most frequent first. */
export const italian: CoreLanguageSource = {
  id: "italian",
  flagCode: "it",
  description:
    "Italian is spoken in Italy, Switzerland and San Marino, and it is written almost exactly as it sounds. Learn each noun with its article (il, lo, la, l') to remember its gender.",
  speechLang: "it-IT",
  specialCharacters: ["à", "è", "é", "ì", "ò", "ù"],
  credits: "Word list and English translations written for Lexistep (CC BY-SA 4.0).",
  decks: [
    {
      description:
        "The most frequent Italian words: articles, pronouns, prepositions, question words and the core verbs essere, avere, fare, andare and potere.",
      words: `
il | the (masculine)
la | the (feminine); her; it
lo | the (masculine, before z or s + consonant); him; it
i | the (masculine plural)
gli | the (masculine plural); (to) him
le | the (feminine plural); (to) her; them
un | a; an (masculine)
una | a; an (feminine)
di | of; from
a | to; at; in
da | from; by; since
in | in; to; by (transport)
con | with
su | on; about
per | for; through; in order to
tra | between; among; in (time)
del | of the; some
al | to the; at the
nel | in the
e | and
o | or
ma | but
però | but; however
che | that; what; than
chi | who
non | not
sì | yes
no | no
se | if
come | how; like; as
perché | why; because
quando | when
dove | where
cosa | what
quale | which; what
quanto | how much; how many
molto | very; much; a lot
più | more; most
tutto | all; everything; whole
anche | also; too; even
già | already
ancora | still; again; yet
sempre | always
mai | never; ever
ora | now
adesso | now
qui | here
lì | there
bene | well; good; fine
così | so; like this; thus
poco | little; a little; few
niente | nothing
qualcosa | something; anything
c'è | there is
ecco | here is; here are
io | I
tu | you (informal)
lui | he; him
lei | she; her; you (formal)
noi | we; us
voi | you (plural)
loro | they; them; their
mi | me; myself
ti | you; yourself (informal)
si | oneself; himself; herself
ci | us; there; ourselves
ne | of it; of them; some
mio | my; mine
tuo | your; yours (informal)
suo | his; her; its (also formal your)
nostro | our; ours
questo | this
quello | that
altro | other; another
stesso | same
essere | to be
avere | to have
fare | to do; to make
dire | to say; to tell
andare | to go
potere | can; to be able to
vedere | to see
sapere | to know (facts); to know how to
volere | to want
venire | to come
dovere | must; to have to; to owe
dare | to give
stare | to be (state); to stay
prendere | to take
trovare | to find
parlare | to speak; to talk
passare | to pass; to spend (time); to stop by
credere | to believe; to think
pensare | to think
mettere | to put
sentire | to hear; to feel
lasciare | to leave; to let
uscire | to go out; to leave
tornare | to return; to come back
rimanere | to remain; to stay
`,
    },
    {
      description:
        "Everyday nouns for time, people and places (il tempo, la casa, la gente), common adverbs and adjectives, and the next most useful verbs.",
      words: `
il tempo | time; weather
l'anno | year
il giorno | day
la volta | time (occasion)
la cosa | thing
l'uomo | man
la donna | woman
la vita | life
il mondo | world
la casa | house; home
il paese | country; village
la parte | part; side
il modo | way; manner
il posto | place; seat; job
il lavoro | work; job
la persona | person
il momento | moment
la mano | hand
l'ora | hour; time
il bambino | child; little boy
la notte | night
l'acqua | water
la città | city; town
il padre | father
la madre | mother
il figlio | son; child
la figlia | daughter
l'amico | friend
il nome | name
la parola | word
la gente | people
la famiglia | family
il problema | problem
la storia | history; story
la verità | truth
i soldi | money
la settimana | week
il mese | month
la mattina | morning
domani | tomorrow
la sera | evening
tardi | late
presto | early; soon
oggi | today
ieri | yesterday
il pomeriggio | afternoon
poi | then; afterwards
dopo | after; afterwards; later
prima | before; first
allora | then; so
solo | only; alone
quasi | almost
tanto | so much; a lot
mentre | while
ogni | each; every
nessuno | nobody; no one; no
qualcuno | someone; somebody
buono | good
cattivo | bad; nasty; naughty
grande | big; large; great
piccolo | small; little
nuovo | new
vecchio | old
primo | first
ultimo | last
migliore | better; best
lungo | long
alto | tall; high
importante | important
chiamare | to call
bere | to drink
conoscere | to know (people, places); to meet
vivere | to live
guardare | to look at; to watch
contare | to count
cominciare | to begin; to start
aspettare | to wait (for)
cercare | to look for; to try
entrare | to enter; to go in
lavorare | to work
scrivere | to write
perdere | to lose; to miss
capire | to understand
chiedere | to ask
ricevere | to receive
ricordare | to remember
finire | to finish; to end
avere bisogno di | to need
leggere | to read
aprire | to open
cambiare | to change
mangiare | to eat
amare | to love
piacere | to like (to be pleasing); pleasure
arrivare | to arrive
tenere | to hold; to keep
seguire | to follow
portare | to bring; to carry; to wear
sembrare | to seem
mostrare | to show
`,
    },
    {
      description:
        "Numbers, days of the week, family members, people and everyday things, with common adjectives and verbs such as comprare, dormire and imparare.",
      words: `
giocare | to play (a game or sport)
uno | one
due | two
tre | three
quattro | four
cinque | five
sei | six
sette | seven
otto | eight
nove | nine
dieci | ten
undici | eleven
dodici | twelve
venti | twenty
cento | a hundred; one hundred
mille | a thousand; one thousand
lunedì | Monday
martedì | Tuesday
mercoledì | Wednesday
giovedì | Thursday
venerdì | Friday
sabato | Saturday
domenica | Sunday
il minuto | minute
il fine settimana | weekend
i genitori | parents
il fratello | brother
la sorella | sister
il nonno | grandfather
la nonna | grandmother
il marito | husband
la moglie | wife
il ragazzo | boy; boyfriend
la ragazza | girl; girlfriend
il signore | gentleman; sir
la signora | lady; madam; Mrs
l'occhio | eye
la testa | head
la faccia | face
il corpo | body
la porta | door
la strada | road; street
la via | street; way
l'idea | idea
la guerra | war
il libro | book
la scuola | school
la macchina | car; machine
la terra | earth; land; ground
la fine | end
il lato | side
il numero | number
la domanda | question
la risposta | answer
l'esempio | example
la ragione | reason
l'amore | love
la paura | fear
la morte | death
la luce | light
la voce | voice
facile | easy
difficile | difficult; hard
possibile | possible
sicuro | sure; safe
chiaro | clear; light (colour)
proprio | own; really; exactly
libero | free
giovane | young
veloce | fast; quick
lento | slow
corto | short
basso | low; short (height)
diverso | different
meno | less; fewer; minus
abbastanza | enough; quite
troppo | too; too much
forse | maybe; perhaps
aiutare | to help
pagare | to pay
comprare | to buy
vendere | to sell
dormire | to sleep
correre | to run
chiudere | to close; to shut
imparare | to learn
rispondere | to answer; to reply
usare | to use
dimenticare | to forget
morire | to die
spiegare | to explain
vincere | to win
provare | to try; to feel
permettere | to allow
cadere | to fall
nascere | to be born
diventare | to become
incontrare | to meet
studiare | to study
guadagnare | to earn
`,
    },
    {
      description:
        "Food and meals, places around town, the home, parts of the body and colours, with describing words like caldo, caro and stanco.",
      words: `
il cibo | food
la colazione | breakfast
il pranzo | lunch
la cena | dinner; supper
il pasto | meal
il pane | bread
il latte | milk
la carne | meat
il pesce | fish
il pollo | chicken
l'uovo | egg (plural: le uova)
il riso | rice
il formaggio | cheese
la frutta | fruit
la mela | apple
l'arancia | orange (fruit)
la patata | potato
la verdura | vegetables
la zuppa | soup
lo zucchero | sugar
il sale | salt
l'olio | oil
il caffè | coffee; café
il tè | tea
il vino | wine
la birra | beer
il bicchiere | glass (for drinking)
il gelato | ice cream
il ristorante | restaurant
il negozio | shop; store
il mercato | market
l'ospedale | hospital
la chiesa | church
la banca | bank
la stazione | station
l'aeroporto | airport
l'albergo | hotel
l'ufficio | office
il parco | park
la spiaggia | beach
il mare | sea
il fiume | river
la montagna | mountain
la campagna | countryside
la piazza | square (in a town)
la biblioteca | library
la camera | room; bedroom
la cucina | kitchen; cooking; cuisine
il bagno | bathroom; bath
il tavolo | table
la sedia | chair
il letto | bed
la finestra | window
la chiave | key
il telefono | telephone; phone
il computer | computer
l'orecchio | ear
il naso | nose
la bocca | mouth
il dente | tooth
i capelli | hair (on the head)
il braccio | arm (plural: le braccia)
la gamba | leg
il piede | foot
il dito | finger (plural: le dita)
il cuore | heart
la schiena | back (of the body)
il sangue | blood
bianco | white
nero | black
rosso | red
blu | blue; dark blue
azzurro | light blue; sky blue
verde | green
giallo | yellow
grigio | grey; gray
marrone | brown
il colore | colour; color
caldo | hot; warm
freddo | cold
bello | beautiful; nice; handsome
brutto | ugly; bad
caro | expensive; dear
economico | cheap; economic
ricco | rich
povero | poor
felice | happy
triste | sad
stanco | tired
malato | ill; sick
pieno | full
vuoto | empty
pulito | clean
sporco | dirty
aperto | open
chiuso | closed
insegnare | to teach
viaggiare | to travel
cucinare | to cook
lavare | to wash
`,
    },
    {
      description:
        "Greetings and polite phrases, clothes, nature and weather, animals, transport, free time and directions, plus everyday verbs such as ballare and alzarsi.",
      words: `
ciao | hi; bye
buongiorno | good morning; hello
arrivederci | goodbye
grazie | thank you; thanks
per favore | please
scusa | sorry; excuse me (informal)
prego | you're welcome; please (go ahead)
buonasera | good evening
buonanotte | good night
va bene | okay; all right
i vestiti | clothes
la scarpa | shoe
la camicia | shirt
i pantaloni | trousers; pants
la gonna | skirt
il cappotto | coat
il sole | sun
la luna | moon
la stella | star
il cielo | sky; heaven
l'albero | tree
il fiore | flower
il fuoco | fire
l'aria | air
la pioggia | rain
la neve | snow
il vento | wind
piovere | to rain
la primavera | spring
l'estate | summer
l'autunno | autumn; fall
l'inverno | winter
il cane | dog
il gatto | cat
il cavallo | horse
l'uccello | bird
il treno | train
l'aereo | plane; aeroplane; airplane
l'autobus | bus
la bicicletta | bicycle; bike
la barca | boat
la nave | ship
il biglietto | ticket; note
il viaggio | journey; trip
le vacanze | holidays; vacation
la festa | party; holiday; celebration
il regalo | present; gift
il compleanno | birthday
la musica | music
il film | film; movie
il gioco | game
lo sport | sport
il calcio | football; soccer
la classe | class
l'insegnante | teacher
lo studente | student
il medico | doctor
la lettera | letter
la carta | paper; card
il prezzo | price
la salute | health
la pace | peace
l'orologio | clock; watch
il muro | wall
il pavimento | floor
l'appartamento | flat; apartment
il giardino | garden
l'edificio | building
la sinistra | left
la destra | right (direction)
vicino | near; close
lontano | far; far away
dentro | inside
fuori | outside
sopra | above; on; upstairs
sotto | under; below; downstairs
davanti | in front
dietro | behind
odiare | to hate
preferire | to prefer
cantare | to sing
ballare | to dance
nuotare | to swim
guidare | to drive; to guide
costare | to cost
mandare | to send
rompere | to break
tagliare | to cut
ridere | to laugh
piangere | to cry
svegliarsi | to wake up
alzarsi | to get up
chiamarsi | to be called (named)
sposarsi | to get married
pulire | to clean
scegliere | to choose
camminare | to walk
salire | to go up; to get on
scendere | to go down; to get off
sedersi | to sit down
`,
    },
  ],
};
