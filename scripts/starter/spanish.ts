import type { CoreLanguageSource } from "./core-deck-types";

/** Spanish (Spain): the most common everyday words, most frequent first. */
export const spanish: CoreLanguageSource = {
  id: "spanish",
  flagCode: "es",
  description:
    "Spanish is spoken by more than 500 million people in Spain and Latin America, and its spelling follows pronunciation closely. These decks cover the most common everyday words, with the vocabulary used in Spain.",
  speechLang: "es-ES",
  specialCharacters: ["á", "é", "í", "ó", "ú", "ñ", "ü", "¿", "¡"],
  credits: "Word list and English translations written for Lexistep (CC BY-SA 4.0).",
  decks: [
    {
      description:
        "The most frequent Spanish words: articles, pronouns, prepositions, question words and the core verbs ser, estar, tener, hacer and ir.",
      words: `
de | of; from
la | the (feminine); her; it
que | that; which; than
el | the (masculine)
en | in; on; at
y | and
a | to; at
los | the (masculine plural); them
las | the (feminine plural); them
del | of the; from the
al | to the; at the
se | oneself; himself; herself
un | a; an (masculine)
una | a; an; one (feminine)
por | by; for; through
con | with
no | no; not
para | for; in order to
lo | it; him; the (neuter)
su | his; her; their (also its, formal your)
le | (to) him; (to) her; (to) you (formal)
les | (to) them; (to) you (plural)
me | me; myself
te | you; yourself (informal)
nos | us; ourselves
como | like; as
más | more; most
pero | but
ya | already; now
o | or
si | if
sí | yes
porque | because
cuando | when
muy | very
sin | without
sobre | on; about; over
también | also; too
hasta | until; up to; even
desde | since; from
entre | between; among
hay | there is; there are
todo | all; everything; every
este | this (masculine)
esta | this (feminine)
esto | this (neuter)
ese | that (masculine)
esa | that (feminine)
eso | that (neuter)
yo | I
tú | you (informal)
él | he; him
ella | she; her
usted | you (formal)
vosotros | you (plural, informal)
nosotros | we; us
ellos | they; them
mi | my
tu | your (informal)
nuestro | our; ours
qué | what
quién | who
cómo | how
dónde | where
cuándo | when (question)
cuánto | how much; how many
cuál | which; what
ni | nor; not even
otro | other; another
mismo | same
ahora | now
aquí | here
bien | well; fine; good
así | like this; so; thus
mucho | much; a lot; many
poco | little; a little; few
nada | nothing
algo | something; anything
ser | to be (permanent)
estar | to be (temporary state or location)
haber | to have (auxiliary verb)
tener | to have
hacer | to do; to make
poder | can; to be able to
decir | to say; to tell
ir | to go
ver | to see
dar | to give
saber | to know (facts); to know how to
querer | to want; to love
llegar | to arrive
pasar | to pass; to happen; to spend (time)
deber | must; to have to; to owe
poner | to put
parecer | to seem
quedar | to stay; to remain
creer | to believe; to think
hablar | to speak; to talk
llevar | to carry; to take; to wear
dejar | to leave; to let
`,
    },
    {
      description:
        "Everyday nouns for time, people and places (el tiempo, la casa, la gente), common adverbs and adjectives, and the next most useful verbs.",
      words: `
seguir | to follow; to continue
encontrar | to find
venir | to come
pensar | to think
salir | to go out; to leave
volver | to return; to come back
el tiempo | time; weather
el año | year
el día | day
la vez | time (occasion)
la cosa | thing
el hombre | man
la mujer | woman; wife
la vida | life
el mundo | world
la casa | house; home
el país | country
la parte | part
la forma | form; shape; way
el lugar | place
el trabajo | work; job
la persona | person
el momento | moment
la mano | hand
la hora | hour; time (of day)
el niño | child; boy
la noche | night
el agua | water
la ciudad | city; town
el padre | father
la madre | mother
el hijo | son; child
la hija | daughter
el amigo | friend
el nombre | name
la palabra | word
la gente | people
la familia | family
el problema | problem
la historia | history; story
la verdad | truth
el dinero | money
la semana | week
el mes | month
la mañana | morning
mañana | tomorrow
la tarde | afternoon; evening
tarde | late
temprano | early
hoy | today
ayer | yesterday
siempre | always
nunca | never
allí | there
después | after; afterwards; later
luego | then; later
entonces | then; so
antes | before
solo | only; alone
todavía | still; yet
casi | almost
tan | so; as
mientras | while
aunque | although; even though
alguno | some; any
cada | each; every
nadie | nobody; no one
alguien | someone; somebody
bueno | good
malo | bad
grande | big; large; great
pequeño | small; little
nuevo | new
viejo | old
primero | first
último | last
mejor | better; best
largo | long
alto | tall; high
importante | important
llamar | to call
tomar | to take; to drink
conocer | to know (people, places); to meet
vivir | to live
sentir | to feel
mirar | to look at; to watch
contar | to count; to tell
empezar | to begin; to start
esperar | to wait; to hope; to expect
buscar | to look for
entrar | to enter; to go in
trabajar | to work
escribir | to write
perder | to lose; to miss
entender | to understand
pedir | to ask for; to order
recibir | to receive
recordar | to remember
terminar | to finish; to end
necesitar | to need
`,
    },
    {
      description:
        "Numbers, days of the week, family members, people and everyday things, with common adjectives and verbs such as comprar, vender and dormir.",
      words: `
leer | to read
abrir | to open
cambiar | to change
oír | to hear
comer | to eat
gustar | to like (to be pleasing)
uno | one
dos | two
tres | three
cuatro | four
cinco | five
seis | six
siete | seven
ocho | eight
nueve | nine
diez | ten
once | eleven
doce | twelve
veinte | twenty
cien | a hundred; one hundred
mil | a thousand; one thousand
el lunes | Monday
el martes | Tuesday
el miércoles | Wednesday
el jueves | Thursday
el viernes | Friday
el sábado | Saturday
el domingo | Sunday
el minuto | minute
el fin de semana | weekend
los padres | parents
el hermano | brother
la hermana | sister
el abuelo | grandfather
la abuela | grandmother
el marido | husband
la esposa | wife
el novio | boyfriend; fiancé; groom
la novia | girlfriend; fiancée; bride
el bebé | baby
el señor | Mr; sir; gentleman
la señora | Mrs; madam; lady
el chico | boy
la chica | girl
el ojo | eye
la cabeza | head
la cara | face
el cuerpo | body
la puerta | door
la calle | street
el camino | way; path; road
la idea | idea
la guerra | war
el libro | book
la escuela | school
el coche | car
el pueblo | village; town; people
la tierra | earth; land; ground
el final | end
el lado | side
el número | number
la pregunta | question
la respuesta | answer
el ejemplo | example
la razón | reason
la manera | way; manner
el amor | love
el miedo | fear
la muerte | death
la luz | light
la voz | voice
fácil | easy
difícil | difficult; hard
posible | possible
cierto | certain; true
seguro | sure; safe
claro | clear; of course
propio | own
libre | free
joven | young
rápido | fast; quick
lento | slow
corto | short
bajo | low; short (height); under
mayor | older; bigger; greater
menor | younger; smaller; lesser
peor | worse; worst
menos | less; fewer; minus
bastante | quite; enough
demasiado | too; too much
quizás | maybe; perhaps
sino | but (rather)
jugar | to play (a game or sport)
ayudar | to help
pagar | to pay
comprar | to buy
vender | to sell
beber | to drink
dormir | to sleep
correr | to run
`,
    },
    {
      description:
        "Food and meals, places around town, the home, parts of the body and colours, with describing words like caliente, barato and cansado.",
      words: `
cerrar | to close; to shut
aprender | to learn
preguntar | to ask
responder | to answer; to reply
usar | to use
olvidar | to forget
morir | to die
traer | to bring
explicar | to explain
ganar | to win; to earn
la comida | food; meal; lunch
el desayuno | breakfast
la cena | dinner; supper
el pan | bread
la leche | milk
la carne | meat
el pescado | fish (as food)
el pollo | chicken
el huevo | egg
el arroz | rice
el queso | cheese
la fruta | fruit
la manzana | apple
la naranja | orange
la patata | potato
la verdura | vegetables
la sopa | soup
el azúcar | sugar
la sal | salt
el café | coffee; café
el té | tea
el vino | wine
la cerveza | beer
el restaurante | restaurant
la tienda | shop; store
el mercado | market
el hospital | hospital
la iglesia | church
el banco | bank; bench
la estación | station; season
el aeropuerto | airport
el hotel | hotel
la oficina | office
el parque | park
la playa | beach
el mar | sea
el río | river
la montaña | mountain
el campo | countryside; field
la plaza | square (in a town)
la biblioteca | library
la habitación | room; bedroom
la cocina | kitchen; cooking
el baño | bathroom; bath
la mesa | table
la silla | chair
la cama | bed
la ventana | window
la llave | key
el teléfono | telephone; phone
el ordenador | computer
la oreja | ear
la nariz | nose
la boca | mouth
el diente | tooth
el pelo | hair
el brazo | arm
la pierna | leg
el pie | foot
el dedo | finger; toe
el corazón | heart
la espalda | back (of the body)
la sangre | blood
blanco | white
negro | black
rojo | red
azul | blue
verde | green
amarillo | yellow
gris | grey; gray
marrón | brown
el color | colour; color
caliente | hot
frío | cold
bonito | pretty; nice
feo | ugly
caro | expensive
barato | cheap
rico | rich; tasty
pobre | poor
feliz | happy
triste | sad
cansado | tired
enfermo | ill; sick
lleno | full
vacío | empty
limpio | clean
sucio | dirty
abierto | open
cerrado | closed
`,
    },
    {
      description:
        "Greetings and polite phrases, clothes, nature and weather, animals, transport, free time and directions, plus everyday verbs such as bailar and despertarse.",
      words: `
hola | hello; hi
adiós | goodbye; bye
gracias | thank you; thanks
por favor | please
perdón | sorry; excuse me
de nada | you're welcome
buenos días | good morning; hello
buenas noches | good evening; good night
vale | okay; OK
la ropa | clothes; clothing
el zapato | shoe
la camisa | shirt
los pantalones | trousers; pants
el vestido | dress
el abrigo | coat
el sol | sun
la luna | moon
la estrella | star
el cielo | sky; heaven
el árbol | tree
la flor | flower
el fuego | fire
el aire | air
la lluvia | rain
la nieve | snow
el viento | wind
llover | to rain
la primavera | spring
el verano | summer
el otoño | autumn; fall
el invierno | winter
el perro | dog
el gato | cat
el caballo | horse
el pájaro | bird
el pez | fish (alive)
el tren | train
el avión | plane; aeroplane; airplane
el autobús | bus
la bicicleta | bicycle; bike
el barco | boat; ship
el billete | ticket; banknote
el viaje | journey; trip
las vacaciones | holidays; vacation
la fiesta | party; holiday; festival
el regalo | present; gift
el cumpleaños | birthday
la música | music
la película | film; movie
el juego | game
el deporte | sport
el fútbol | football; soccer
la clase | class; lesson
el profesor | teacher
el estudiante | student
el médico | doctor
la carta | letter; menu
el papel | paper; role
el precio | price
la salud | health
la paz | peace
el reloj | clock; watch
la pared | wall
el suelo | floor; ground
el jardín | garden
el edificio | building
la izquierda | left
la derecha | right (direction)
cerca | near; close
lejos | far; far away
dentro | inside
fuera | outside
arriba | up; upstairs; above
abajo | down; downstairs; below
detrás | behind
amar | to love
odiar | to hate
preferir | to prefer
cantar | to sing
bailar | to dance
nadar | to swim
conducir | to drive
costar | to cost
enviar | to send
romper | to break
cortar | to cut
reír | to laugh
llorar | to cry
despertarse | to wake up
levantarse | to get up
llamarse | to be called (named)
casarse | to get married
limpiar | to clean
elegir | to choose
enseñar | to teach; to show
viajar | to travel
cocinar | to cook
lavar | to wash
caminar | to walk
sentarse | to sit down
`,
    },
  ],
};
