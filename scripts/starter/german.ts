import type { CoreLanguageSource } from "./core-deck-types";

/** German (Germany): the most common everyday words, most frequent first. */
export const german: CoreLanguageSource = {
  id: "german",
  flagCode: "de",
  description:
    "German is spoken in Germany, Austria and Switzerland. Every noun is written with a capital letter and has a gender, so learn each one with der, die or das.",
  speechLang: "de-DE",
  specialCharacters: ["ä", "ö", "ü", "ß"],
  credits: "Word list and English translations written for Lexistep (CC BY-SA 4.0).",
  decks: [
    {
      description:
        "The most frequent German words: articles, pronouns, prepositions, question words, the modal verbs and the core verbs sein, haben, werden and machen.",
      words: `
der | the (masculine)
die | the (feminine or plural)
das | the (neuter); that
ein | a; an (masculine or neuter)
eine | a; an (feminine)
und | and
oder | or
aber | but
sein | to be; his; its
haben | to have
werden | to become; will (future)
ich | I
du | you (informal)
er | he; it
sie | she; they; her
es | it
wir | we
ihr | you (plural, informal); her; their
mich | me
mir | (to) me
dich | you (informal)
dir | (to) you (informal)
sich | oneself; himself; herself
uns | us; ourselves
mein | my
dein | your (informal)
unser | our
nicht | not
kein | no; not a; none
ja | yes
nein | no
in | in; into
an | at; on; to
auf | on; onto; up
zu | to; too; closed
mit | with
von | of; from; by
für | for
aus | out of; from
bei | at; near; with
nach | after; to (a place)
um | around; at (a time)
über | over; above; about
unter | under; below; among
vor | before; in front of; ago
durch | through
ohne | without
gegen | against
bis | until; up to
seit | since; for (time)
zwischen | between
wie | how; like; as
was | what
wer | who
wo | where
wann | when (question)
warum | why
wenn | if; when; whenever
als | when (in the past); as; than
dass | that (conjunction)
weil | because
so | so; like this; such
auch | also; too
noch | still; yet; even
schon | already
nur | only
sehr | very
immer | always
nie | never
jetzt | now
hier | here
da | there; then; since
dann | then
heute | today
gut | good; well
viel | much; a lot (of)
mehr | more
alle | all; everyone
etwas | something; some
nichts | nothing
man | one; you; people (in general)
dieser | this; this one
können | can; to be able to
müssen | must; to have to
sollen | should; to be supposed to
wollen | to want
dürfen | may; to be allowed to
mögen | to like
machen | to make; to do
sagen | to say; to tell
gehen | to go; to walk
kommen | to come
geben | to give
sehen | to see
wissen | to know (facts)
stehen | to stand
finden | to find
bleiben | to stay; to remain
liegen | to lie; to be located
nehmen | to take
`,
    },
    {
      description:
        "Everyday nouns for time, people and places (die Zeit, das Haus, die Leute), common adverbs and adjectives, and the next most useful verbs.",
      words: `
Sie | you (formal)
die Zeit | time
das Jahr | year
der Tag | day
das Mal | time (occasion)
die Sache | thing; matter
das Ding | thing
der Mann | man; husband
die Frau | woman; wife; Mrs
das Leben | life
die Welt | world
das Haus | house
das Land | country; land; countryside
der Teil | part
die Art | kind; type; way
der Ort | place
die Arbeit | work; job
der Mensch | human being; person
der Moment | moment
die Hand | hand
die Stunde | hour; lesson
das Kind | child
die Nacht | night
das Wasser | water
die Stadt | town; city
der Vater | father
die Mutter | mother
der Sohn | son
die Tochter | daughter
der Freund | friend; boyfriend
der Name | name
das Wort | word
die Leute | people
die Familie | family
das Problem | problem
die Geschichte | history; story
die Wahrheit | truth
das Geld | money
die Woche | week
der Monat | month
der Morgen | morning
morgen | tomorrow
der Abend | evening
spät | late
früh | early
gestern | yesterday
zu Hause | at home
dort | there
danach | afterwards; after that
vielleicht | maybe; perhaps
fast | almost
wieder | again
oft | often
zusammen | together
jeder | every; each; everyone
niemand | nobody; no one
jemand | someone; somebody
andere | other; different
schlecht | bad
groß | big; large; tall
klein | small; little
neu | new
alt | old
erste | first
letzte | last
besser | better
lang | long
hoch | high; tall
wichtig | important
rufen | to call; to shout
anrufen | to call (on the phone)
trinken | to drink
kennen | to know (people, places)
leben | to live
fühlen | to feel
schauen | to look; to watch
zählen | to count
beginnen | to begin; to start
warten | to wait
suchen | to look for; to search
arbeiten | to work
schreiben | to write
verlieren | to lose
verstehen | to understand
fragen | to ask
bekommen | to get; to receive
sich erinnern | to remember
brauchen | to need
lesen | to read
öffnen | to open
ändern | to change
hören | to hear; to listen
essen | to eat
lieben | to love
gefallen | to please; to like (to be pleasing)
heißen | to be called (named)
spielen | to play
bringen | to bring
denken | to think
glauben | to believe; to think
`,
    },
    {
      description:
        "Numbers, days of the week, family members, people and everyday things, with common adjectives and verbs such as kaufen, schlafen and lernen.",
      words: `
lassen | to let; to leave
halten | to hold; to stop
zeigen | to show
fahren | to drive; to go (by vehicle); to ride
laufen | to run; to walk
sprechen | to speak; to talk
tun | to do
wohnen | to live (reside)
kaufen | to buy
eins | one
zwei | two
drei | three
vier | four
fünf | five
sechs | six
sieben | seven
acht | eight
neun | nine
zehn | ten
elf | eleven
zwölf | twelve
zwanzig | twenty
hundert | a hundred; one hundred
tausend | a thousand; one thousand
der Montag | Monday
der Dienstag | Tuesday
der Mittwoch | Wednesday
der Donnerstag | Thursday
der Freitag | Friday
der Samstag | Saturday
der Sonntag | Sunday
die Minute | minute
das Wochenende | weekend
die Eltern | parents
der Bruder | brother
die Schwester | sister
der Großvater | grandfather
die Großmutter | grandmother
der Junge | boy
das Mädchen | girl
das Baby | baby
der Herr | Mr; gentleman; sir
die Dame | lady
das Auge | eye
der Kopf | head
das Gesicht | face
der Körper | body
die Tür | door
die Straße | street; road
der Weg | way; path
die Idee | idea
der Krieg | war
das Buch | book
die Schule | school
das Auto | car
das Dorf | village
die Erde | earth; ground; soil
das Ende | end
die Seite | side; page
die Zahl | number
die Frage | question
die Antwort | answer
das Beispiel | example
der Grund | reason; ground
die Liebe | love
die Angst | fear
der Tod | death
das Licht | light
die Stimme | voice
einfach | simple; easy
schwer | heavy; difficult
möglich | possible
sicher | sure; safe; certainly
klar | clear; of course
eigen | own
frei | free
jung | young
schnell | fast; quick
langsam | slow
kurz | short
niedrig | low
mehrere | several
weniger | less; fewer
genug | enough
ziemlich | quite; rather
helfen | to help
bezahlen | to pay
verkaufen | to sell
schlafen | to sleep
rennen | to run
schließen | to close; to shut
lernen | to learn; to study
antworten | to answer; to reply
benutzen | to use
vergessen | to forget
sterben | to die
verdienen | to earn; to deserve
stellen | to put (upright); to place
legen | to lay; to put (down)
studieren | to study (at university)
`,
    },
    {
      description:
        "Food and meals, places around town, the home, parts of the body and colours, with describing words like heiß, teuer and müde.",
      words: `
erklären | to explain
gewinnen | to win
versuchen | to try
fallen | to fall
treffen | to meet
erlauben | to allow
das Essen | food; meal
das Frühstück | breakfast
das Mittagessen | lunch
das Abendessen | dinner; supper
das Brot | bread
die Milch | milk
das Fleisch | meat
der Fisch | fish
das Huhn | chicken; hen
das Ei | egg
der Reis | rice
der Käse | cheese
das Obst | fruit
der Apfel | apple
die Orange | orange
die Kartoffel | potato
das Gemüse | vegetables
die Suppe | soup
der Zucker | sugar
der Saft | juice
das Salz | salt
der Kaffee | coffee
der Tee | tea
das Glas | glass
der Wein | wine
das Bier | beer
das Restaurant | restaurant
das Geschäft | shop; store; business
der Markt | market
das Krankenhaus | hospital
die Kirche | church
die Bank | bank; bench
der Bahnhof | train station; station
der Flughafen | airport
das Hotel | hotel
das Büro | office
der Park | park
der Strand | beach
das Meer | sea
der Fluss | river
der Berg | mountain
das Feld | field
der Platz | square; place; seat
die Bibliothek | library
das Zimmer | room
die Küche | kitchen; cuisine
das Bad | bath; bathroom
der Tisch | table
der Stuhl | chair
das Bett | bed
das Fenster | window
der Schlüssel | key
das Telefon | telephone; phone
der Computer | computer
das Ohr | ear
die Nase | nose
der Mund | mouth
der Zahn | tooth
das Haar | hair
der Arm | arm
das Bein | leg
der Fuß | foot
der Finger | finger
das Herz | heart
der Rücken | back (of the body)
das Blut | blood
weiß | white
schwarz | black
rot | red
blau | blue
grün | green
gelb | yellow
grau | grey; gray
braun | brown
die Farbe | colour; color; paint
heiß | hot
kalt | cold
warm | warm
schön | beautiful; nice; lovely
hässlich | ugly
teuer | expensive
billig | cheap
reich | rich
arm | poor
glücklich | happy; lucky
traurig | sad
müde | tired
krank | ill; sick
voll | full
leer | empty
sauber | clean
schmutzig | dirty
offen | open
geschlossen | closed
`,
    },
    {
      description:
        "Greetings and polite phrases, clothes, nature and weather, animals, transport, free time and directions, plus everyday verbs such as tanzen and aufstehen.",
      words: `
hallo | hello; hi
tschüss | bye
auf Wiedersehen | goodbye
danke | thank you; thanks
bitte | please; you're welcome
Entschuldigung | excuse me; sorry
guten Morgen | good morning
guten Tag | hello; good day
gute Nacht | good night
in Ordnung | all right; okay
die Kleidung | clothes; clothing
der Schuh | shoe
das Hemd | shirt
die Hose | trousers; pants
das Kleid | dress
der Mantel | coat
die Sonne | sun
der Mond | moon
der Stern | star
der Himmel | sky; heaven
der Baum | tree
die Blume | flower
das Feuer | fire
die Luft | air
der Regen | rain
der Schnee | snow
der Wind | wind
regnen | to rain
der Frühling | spring
der Sommer | summer
der Herbst | autumn; fall
der Winter | winter
der Hund | dog
die Katze | cat
das Pferd | horse
der Vogel | bird
die Kuh | cow
der Zug | train
das Flugzeug | plane; aeroplane; airplane
der Bus | bus
das Fahrrad | bicycle; bike
das Schiff | ship
die Fahrkarte | ticket
die Reise | journey; trip
der Urlaub | holiday; vacation
das Fest | party; festival; celebration
das Geschenk | present; gift
der Geburtstag | birthday
die Musik | music
der Film | film; movie
das Spiel | game; match
der Sport | sport
der Fußball | football; soccer
die Klasse | class
der Lehrer | teacher
der Student | student
der Arzt | doctor
der Brief | letter
die Nachricht | message; news
das Papier | paper
der Preis | price; prize
die Gesundheit | health
der Frieden | peace
die Uhr | clock; watch; o'clock
die Wand | wall
der Boden | floor; ground
die Wohnung | flat; apartment
der Garten | garden
das Gebäude | building
links | left; on the left
rechts | right; on the right
nah | near; close
weit | far; wide
drinnen | inside
draußen | outside
oben | up; upstairs; above
unten | down; downstairs; below
vorne | in front; at the front
hinten | behind; at the back
hassen | to hate
singen | to sing
tanzen | to dance
schwimmen | to swim
kosten | to cost; to taste
schicken | to send
brechen | to break
schneiden | to cut
lachen | to laugh
weinen | to cry
aufwachen | to wake up
aufstehen | to get up
heiraten | to marry; to get married
putzen | to clean
wählen | to choose; to vote
unterrichten | to teach
reisen | to travel
kochen | to cook; to boil
waschen | to wash
spazieren gehen | to go for a walk
sich setzen | to sit down
`,
    },
  ],
};
