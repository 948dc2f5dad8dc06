import type { CoreLanguageSource } from "./core-deck-types";

/** Dutch (the Netherlands): the most common everyday words, most frequent first. */
export const dutch: CoreLanguageSource = {
  id: "dutch",
  flagCode: "nl",
  description:
    "Dutch is spoken in the Netherlands and in Flanders, the northern half of Belgium. Every noun is either a de-word or a het-word, so learn each noun with its article.",
  speechLang: "nl-NL",
  specialCharacters: ["é", "ë", "ï", "ó", "ö", "ü"],
  credits: "Word list and English translations written for Lexistep (CC BY-SA 4.0).",
  decks: [
    {
      description:
        "The most frequent Dutch words: articles, pronouns, prepositions, question words, the modal verbs and the core verbs zijn, hebben, gaan and doen.",
      words: `
de | the (common gender)
het | the (neuter); it
een | a; an
en | and
of | or; whether
maar | but; only
dat | that
die | that; those; who
dit | this
deze | this; these
in | in
op | on; at
aan | on; at; to
van | of; from
met | with
voor | for; in front of; before
naar | to; towards
bij | at; near; with
uit | out; from; out of
over | about; over
om | around; at (a time)
door | through; by
tot | until; to
zonder | without
onder | under; below
tussen | between
na | after
niet | not
geen | no; not a; none
ja | yes
nee | no
ik | I
jij | you (informal)
je | you; your (informal)
u | you (formal)
hij | he
zij | she; they
ze | she; they; them
wij | we
jullie | you (plural); your (plural)
mij | me
hem | him
haar | her
ons | us; our
mijn | my; mine
jouw | your (informal)
jou | you (informal, stressed)
hun | their; (to) them
zijn | to be; his; its
hebben | to have
worden | to become; to be (passive)
kunnen | can; to be able to
moeten | must; to have to
zullen | shall; will
willen | to want
mogen | may; to be allowed to
gaan | to go
komen | to come
doen | to do
maken | to make; to do
zeggen | to say; to tell
zien | to see
geven | to give
weten | to know (facts)
staan | to stand
vinden | to find; to think (have an opinion)
blijven | to stay; to remain
liggen | to lie; to be located
nemen | to take
wat | what
wie | who
waar | where; true
wanneer | when
waarom | why
hoe | how
welk | which
als | if; as; when
toen | when (in the past); then
omdat | because
dus | so; therefore
ook | also; too
nog | still; yet; more
al | already; all
alleen | only; alone
heel | very; whole
erg | very; bad
altijd | always
nooit | never
nu | now
hier | here
daar | there
er | there
zo | so; like this
goed | good; well
veel | much; many; a lot
meer | more
alles | everything
iets | something
niets | nothing
men | one; people (in general)
`,
    },
    {
      description:
        "Everyday nouns for time, people and places (de tijd, het huis, de mensen), common adverbs and adjectives, and the next most useful verbs.",
      words: `
de tijd | time
het jaar | year
de dag | day
de keer | time (occasion)
het ding | thing
de man | man; husband
de vrouw | woman; wife
het leven | life
de wereld | world
het huis | house
het land | country; land
het deel | part
de manier | way; manner
de plaats | place
het werk | work; job
de persoon | person
het moment | moment
de hand | hand
het uur | hour
het kind | child
de nacht | night
het water | water
de stad | town; city
de vader | father
de moeder | mother
de zoon | son
de dochter | daughter
de vriend | friend; boyfriend
de naam | name
het woord | word
de mensen | people
de familie | family; relatives
het probleem | problem
de geschiedenis | history
het verhaal | story
de waarheid | truth
het geld | money
de week | week
de maand | month
de ochtend | morning
morgen | tomorrow
de avond | evening
laat | late
vroeg | early
vandaag | today
gisteren | yesterday
thuis | at home; home
dan | then; than
daarna | afterwards; after that
misschien | maybe; perhaps
bijna | almost
weer | again
samen | together
vaak | often
elk | each; every
iedereen | everyone; everybody
niemand | nobody; no one
iemand | someone; somebody
ander | other; different
slecht | bad
groot | big; large; tall
klein | small; little
nieuw | new
oud | old
eerste | first
laatste | last
beter | better
lang | long; tall
hoog | high; tall
belangrijk | important
roepen | to call; to shout
bellen | to call (on the phone); to ring
drinken | to drink
kennen | to know (people, places)
leven | to live
voelen | to feel
kijken | to look; to watch
tellen | to count
beginnen | to begin; to start
wachten | to wait
zoeken | to look for; to search
werken | to work
schrijven | to write
verliezen | to lose
begrijpen | to understand
vragen | to ask
krijgen | to get; to receive
zich herinneren | to remember
nodig hebben | to need
lezen | to read
openen | to open
veranderen | to change
horen | to hear
eten | to eat
houden van | to love; to be fond of
spelen | to play
brengen | to bring
denken | to think
geloven | to believe
zitten | to sit; to be (somewhere)
`,
    },
    {
      description:
        "Numbers, days of the week, family members, people and everyday things, with common adjectives and verbs such as kopen, slapen and leren.",
      words: `
laten | to let; to leave
houden | to hold; to keep
laten zien | to show
rijden | to drive; to ride
lopen | to walk; to run
spreken | to speak
praten | to talk
wonen | to live (reside)
kopen | to buy
één | one
twee | two
drie | three
vier | four
vijf | five
zes | six
zeven | seven
acht | eight
negen | nine
tien | ten
elf | eleven
twaalf | twelve
twintig | twenty
honderd | a hundred; one hundred
duizend | a thousand; one thousand
maandag | Monday
dinsdag | Tuesday
woensdag | Wednesday
donderdag | Thursday
vrijdag | Friday
zaterdag | Saturday
zondag | Sunday
de minuut | minute
het weekend | weekend
de ouders | parents
de broer | brother
de zus | sister
de opa | grandpa; grandfather
de oma | grandma; grandmother
de jongen | boy
het meisje | girl
de baby | baby
meneer | sir; Mr
mevrouw | madam; Mrs; Ms
het oog | eye
het hoofd | head
het gezicht | face
het lichaam | body
de deur | door
de straat | street
de weg | road; way
het idee | idea
de oorlog | war
het boek | book
de school | school
de auto | car
het dorp | village
de aarde | earth; soil
het einde | end
de kant | side
het nummer | number
de vraag | question
het antwoord | answer
het voorbeeld | example
de reden | reason
de liefde | love
de angst | fear
de dood | death
het licht | light
de stem | voice; vote
makkelijk | easy
moeilijk | difficult; hard
mogelijk | possible
zeker | sure; certain; certainly
duidelijk | clear
eigen | own
vrij | free; fairly
jong | young
snel | fast; quick
langzaam | slow
kort | short
laag | low
minder | less; fewer
genoeg | enough
helpen | to help
betalen | to pay
verkopen | to sell
slapen | to sleep
rennen | to run
sluiten | to close; to shut
leren | to learn; to teach
antwoorden | to answer
gebruiken | to use
vergeten | to forget
sterven | to die
uitleggen | to explain
winnen | to win
proberen | to try
verdienen | to earn; to deserve
zetten | to put; to set
studeren | to study
`,
    },
    {
      description:
        "Food and meals, places around town, the home, parts of the body and colours, with describing words like warm, duur and moe.",
      words: `
vallen | to fall
ontmoeten | to meet
gebeuren | to happen
het eten | food; meal
het ontbijt | breakfast
de lunch | lunch
het avondeten | dinner; supper
het brood | bread
de melk | milk
het vlees | meat
de vis | fish
de kip | chicken
het ei | egg
de rijst | rice
de kaas | cheese
het fruit | fruit
de appel | apple
de sinaasappel | orange
de aardappel | potato
de groente | vegetables
de soep | soup
de suiker | sugar
het zout | salt
de koffie | coffee
de thee | tea
het sap | juice
het glas | glass
de wijn | wine
het bier | beer
het restaurant | restaurant
de winkel | shop; store
de markt | market
het ziekenhuis | hospital
de kerk | church
de bank | bank; sofa; couch
het station | station
het vliegveld | airport
het hotel | hotel
het kantoor | office
het park | park
het strand | beach
de zee | sea
de rivier | river
de berg | mountain
het veld | field
het plein | square (in a town)
de bibliotheek | library
de kamer | room
de keuken | kitchen
de badkamer | bathroom
de tafel | table
de stoel | chair
het bed | bed
het raam | window
de sleutel | key
de telefoon | telephone; phone
de computer | computer
het oor | ear
de neus | nose
de mond | mouth
de tand | tooth
het haar | hair
de arm | arm
het been | leg; bone
de voet | foot
de vinger | finger
het hart | heart
de rug | back (of the body)
het bloed | blood
wit | white
zwart | black
rood | red
blauw | blue
groen | green
geel | yellow
grijs | grey; gray
bruin | brown
de kleur | colour; color
heet | hot
koud | cold
warm | warm
mooi | beautiful; nice; pretty
lelijk | ugly
duur | expensive
goedkoop | cheap
rijk | rich
arm | poor
blij | happy; glad
gelukkig | happy; lucky
verdrietig | sad
moe | tired
ziek | ill; sick
vol | full
leeg | empty
schoon | clean
vuil | dirty
open | open
dicht | closed; shut
koken | to cook; to boil
wassen | to wash
`,
    },
    {
      description:
        "Greetings and polite phrases, clothes, nature and weather, animals, transport, free time and directions, plus everyday verbs such as dansen and opstaan.",
      words: `
hallo | hello; hi
doei | bye
tot ziens | goodbye; see you
dank je wel | thank you
bedankt | thanks
alsjeblieft | please; here you are (informal)
alstublieft | please; here you are (formal)
sorry | sorry
pardon | excuse me; pardon
goedemorgen | good morning
goedenavond | good evening
welterusten | good night; sleep well
oké | okay; OK
de kleren | clothes
de schoen | shoe
het overhemd | shirt
de broek | trousers; pants
de jurk | dress
de jas | coat; jacket
de zon | sun
de maan | moon
de ster | star
de lucht | air; sky
de hemel | heaven; sky
de boom | tree
de bloem | flower
het vuur | fire
de regen | rain
de sneeuw | snow
de wind | wind
regenen | to rain
het weer | weather
de lente | spring
de zomer | summer
de herfst | autumn; fall
de winter | winter
de hond | dog
de kat | cat
het paard | horse
de vogel | bird
de koe | cow
de trein | train
het vliegtuig | plane; aeroplane; airplane
de bus | bus
de fiets | bicycle; bike
de boot | boat
het kaartje | ticket
de reis | journey; trip
de vakantie | holiday; vacation
het feest | party; celebration
het cadeau | present; gift
de verjaardag | birthday
de muziek | music
de film | film; movie
het spel | game
de sport | sport
het voetbal | football; soccer
de klas | class
de leraar | teacher
de student | student
de dokter | doctor
de brief | letter
het papier | paper
de prijs | price; prize
de gezondheid | health
de vrede | peace
het nieuws | news
de klok | clock; bell
de muur | wall
de vloer | floor
de tuin | garden
het gebouw | building
links | left; on the left
rechts | right; on the right
dichtbij | near; close by
ver | far; far away
binnen | inside; within
buiten | outside
boven | up; upstairs; above
beneden | down; downstairs; below
achter | behind
haten | to hate
zingen | to sing
dansen | to dance
zwemmen | to swim
kosten | to cost
sturen | to send
breken | to break
snijden | to cut
lachen | to laugh
huilen | to cry
wakker worden | to wake up
opstaan | to get up
heten | to be called (named)
trouwen | to marry; to get married
schoonmaken | to clean
kiezen | to choose
reizen | to travel
wandelen | to walk; to go for a walk
gaan zitten | to sit down
`,
    },
  ],
};
