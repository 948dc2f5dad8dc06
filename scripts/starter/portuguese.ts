import type { CoreLanguageSource } from "./core-deck-types";

/** European Portuguese (Portugal): the most common everyday words, most frequent first. */
export const portuguese: CoreLanguageSource = {
  id: "portuguese",
  flagCode: "pt",
  description:
    "Portuguese is spoken in Portugal, Brazil and parts of Africa and Asia. These decks use the words and spelling of Portugal; learn each noun with o or a to remember its gender.",
  speechLang: "pt-PT",
  specialCharacters: ["á", "â", "ã", "à", "ç", "é", "ê", "í", "ó", "ô", "õ", "ú"],
  credits: "Word list and English translations written for Lexistep (CC BY-SA 4.0).",
  decks: [
    {
      description:
        "The most frequent Portuguese words: articles, pronouns, prepositions and their contractions, question words and the core verbs ser, estar, ter and fazer.",
      words: `
o | the (masculine); him; it
a | the (feminine); to; her
os | the (masculine plural); them
as | the (feminine plural); them
um | a; an; one (masculine)
uma | a; an; one (feminine)
de | of; from
do | of the; from the (masculine)
da | of the; from the (feminine)
em | in; on; at
no | in the; on the (masculine)
na | in the; on the (feminine)
ao | to the (masculine)
pelo | by the; through the (masculine)
para | for; to; in order to
por | by; for; through
com | with
sem | without
sobre | on; about
entre | between; among
até | until; up to; even
desde | since; from
e | and
ou | or
nem | nor; not even
mas | but
que | that; what; than
se | if; oneself
não | no; not
sim | yes
como | how; like; as
porque | because
quando | when
onde | where
quem | who
o que | what
qual | which; what
quanto | how much; how many
muito | very; much; a lot
mais | more; most
menos | less; fewer; minus
tudo | everything; all
todo | all; whole; every
também | also; too
já | already; now
ainda | still; yet
sempre | always
nunca | never
agora | now
aqui | here
ali | there
bem | well; fine; good
assim | like this; so; thus
pouco | little; a little; few
nada | nothing
algo | something
eu | I
tu | you (informal)
você | you (polite)
ele | he; him; it
ela | she; her; it
nós | we; us
vocês | you (plural)
eles | they; them (masculine)
me | me; myself
te | you; yourself (informal)
lhe | (to) him; (to) her; (to) you
meu | my; mine
teu | your; yours (informal)
seu | his; her; your (polite)
nosso | our; ours
este | this
esse | that (near you)
aquele | that (over there)
isto | this (thing)
isso | that (thing)
outro | other; another
mesmo | same; even; really
há | there is; there are; ago
ser | to be (permanent)
estar | to be (temporary state or location)
ter | to have
fazer | to do; to make
poder | can; to be able to
dizer | to say; to tell
ir | to go
ver | to see
dar | to give
saber | to know (facts); to know how to
querer | to want
chegar | to arrive; to be enough
passar | to pass; to spend (time)
dever | must; should; to owe
pôr | to put
parecer | to seem
ficar | to stay; to become; to be (located)
achar | to think; to find
falar | to speak; to talk
levar | to take; to carry
deixar | to leave; to let
`,
    },
    {
      description:
        "Everyday nouns for time, people and places (o tempo, a casa, as pessoas), common adverbs and adjectives, and the next most useful verbs.",
      words: `
seguir | to follow; to continue
encontrar | to find; to meet
vir | to come
pensar | to think
sair | to go out; to leave
voltar | to return; to come back
o tempo | time; weather
o ano | year
o dia | day
a vez | time (occasion)
a coisa | thing
o homem | man
a mulher | woman; wife
a vida | life
o mundo | world
a casa | house; home
o país | country
a parte | part
a forma | form; shape; way
o lugar | place
o trabalho | work; job
a pessoa | person
o momento | moment
a mão | hand
a hora | hour; time
a criança | child
a noite | night; evening
a água | water
a cidade | city; town
o pai | father
a mãe | mother
o filho | son; child
a filha | daughter
o amigo | friend
o nome | name
a palavra | word
as pessoas | people
a família | family
o problema | problem
a história | history; story
a verdade | truth
o dinheiro | money
a semana | week
o mês | month
a manhã | morning
amanhã | tomorrow
a tarde | afternoon
tarde | late
cedo | early
hoje | today
ontem | yesterday
depois | after; afterwards; later
antes | before
então | then; so
só | only; alone
quase | almost
depressa | quickly; fast
devagar | slowly
tão | so; as
enquanto | while
embora | although
cada | each; every
ninguém | nobody; no one
alguém | someone; somebody
algum | some; any
bom | good
mau | bad
grande | big; large; great
pequeno | small; little
novo | new; young
velho | old
primeiro | first
último | last
melhor | better; best
comprido | long
alto | tall; high; loud
importante | important
chamar | to call
tomar | to take; to have (food or drink)
conhecer | to know (people, places); to meet
viver | to live
morar | to live (reside)
sentir | to feel
olhar | to look (at)
contar | to count; to tell
começar | to begin; to start
esperar | to wait; to hope; to expect
procurar | to look for
entrar | to enter; to go in
trabalhar | to work
escrever | to write
perder | to lose; to miss
perceber | to understand; to realise
pedir | to ask for; to order
receber | to receive
lembrar | to remember; to remind
acabar | to finish; to end
precisar | to need
ter de | to have to; must
mostrar | to show
`,
    },
    {
      description:
        "Numbers, days of the week, family members, people and everyday things, with common adjectives and verbs such as comprar, dormir and aprender.",
      words: `
ler | to read
abrir | to open
mudar | to change; to move (house)
ouvir | to hear; to listen
comer | to eat
gostar | to like (gostar de)
beber | to drink
dois | two
três | three
quatro | four
cinco | five
seis | six
sete | seven
oito | eight
nove | nine
dez | ten
onze | eleven
doze | twelve
vinte | twenty
cem | a hundred; one hundred
mil | a thousand; one thousand
a segunda-feira | Monday
a terça-feira | Tuesday
a quarta-feira | Wednesday
a quinta-feira | Thursday
a sexta-feira | Friday
o sábado | Saturday
o domingo | Sunday
o minuto | minute
o fim de semana | weekend
os pais | parents
o irmão | brother
a irmã | sister
o avô | grandfather
a avó | grandmother
o marido | husband
o namorado | boyfriend
a namorada | girlfriend
o bebé | baby
o senhor | sir; gentleman; Mr
a senhora | madam; lady; Mrs
o rapaz | boy; young man
a menina | girl; little girl
o olho | eye
a cabeça | head
a cara | face
o corpo | body
a porta | door
a rua | street
o caminho | way; path; road
a ideia | idea
a guerra | war
o livro | book
a escola | school
o carro | car
a aldeia | village
a terra | earth; land; ground
o fim | end
o lado | side
o número | number
a pergunta | question
a resposta | answer
o exemplo | example
a razão | reason
a maneira | way; manner
o amor | love
o medo | fear
a morte | death
a luz | light
a voz | voice
fácil | easy
difícil | difficult; hard
possível | possible
certo | right; correct; certain
seguro | safe; sure
claro | clear; light (colour); of course
próprio | own
livre | free
jovem | young
rápido | fast; quick
lento | slow
curto | short
baixo | low; short (height)
vários | several
bastante | enough; quite
demasiado | too much; too
talvez | maybe; perhaps
ajudar | to help
pagar | to pay
comprar | to buy
vender | to sell
dormir | to sleep
correr | to run
fechar | to close; to shut
aprender | to learn
perguntar | to ask
responder | to answer; to reply
cair | to fall
nascer | to be born
tornar-se | to become
`,
    },
    {
      description:
        "Food and meals, places around town, the home, parts of the body and colours, with describing words like quente, caro and cansado.",
      words: `
usar | to use
esquecer | to forget
morrer | to die
trazer | to bring
explicar | to explain
ganhar | to win; to earn
tentar | to try
jogar | to play (a game or sport)
a comida | food
o pequeno-almoço | breakfast
o almoço | lunch
o jantar | dinner
a refeição | meal
o pão | bread
o leite | milk
a carne | meat
o peixe | fish
o frango | chicken
o ovo | egg
o arroz | rice
o queijo | cheese
a fruta | fruit
a maçã | apple
a laranja | orange
a batata | potato
os legumes | vegetables
a sopa | soup
o açúcar | sugar
o sal | salt
o café | coffee; café
o chá | tea
o vinho | wine
a cerveja | beer
o restaurante | restaurant
a loja | shop; store
o mercado | market
o hospital | hospital
a igreja | church
o banco | bank; bench
a estação | station; season
o aeroporto | airport
o hotel | hotel
o escritório | office
o parque | park
a praia | beach
o mar | sea
o rio | river
a montanha | mountain
o campo | countryside; field
a praça | square (in a town)
a biblioteca | library
o quarto | bedroom; room; quarter
a cozinha | kitchen; cooking
a casa de banho | bathroom; toilet
a mesa | table
a cadeira | chair
a cama | bed
a janela | window
a chave | key
o telefone | telephone; phone
o computador | computer
a orelha | ear
o nariz | nose
a boca | mouth
o dente | tooth
o cabelo | hair
o braço | arm
a perna | leg
o pé | foot
o dedo | finger; toe
o coração | heart
as costas | back (of the body)
o sangue | blood
branco | white
preto | black
vermelho | red
azul | blue
verde | green
amarelo | yellow
cinzento | grey; gray
castanho | brown
a cor | colour; color
quente | hot; warm
frio | cold
bonito | pretty; beautiful; nice
feio | ugly
caro | expensive; dear
barato | cheap
rico | rich
pobre | poor
feliz | happy
triste | sad
cansado | tired
doente | ill; sick
cheio | full
vazio | empty
limpo | clean
sujo | dirty
ensinar | to teach
viajar | to travel
`,
    },
    {
      description:
        "Greetings and polite phrases, clothes, nature and weather, animals, transport, free time and directions, plus everyday verbs such as dançar and acordar.",
      words: `
olá | hello; hi
adeus | goodbye
obrigado | thank you; thanks (a woman says obrigada)
por favor | please
desculpe | sorry; excuse me
de nada | you're welcome
bom dia | good morning; hello
boa noite | good evening; good night
até logo | see you later; bye
está bem | okay; all right
a roupa | clothes; clothing
o sapato | shoe
a camisa | shirt
as calças | trousers; pants
o vestido | dress
o casaco | coat; jacket
o sol | sun
a lua | moon
a estrela | star
o céu | sky; heaven
a árvore | tree
a flor | flower
o fogo | fire
o ar | air
a chuva | rain
a neve | snow
o vento | wind
chover | to rain
a primavera | spring
o verão | summer
o outono | autumn; fall
o inverno | winter
o cão | dog
o gato | cat
o cavalo | horse
o pássaro | bird
o comboio | train
o avião | plane; aeroplane; airplane
o autocarro | bus
a bicicleta | bicycle; bike
o barco | boat; ship
o bilhete | ticket
a viagem | journey; trip
as férias | holidays; vacation
a festa | party; celebration
o presente | present; gift
o aniversário | birthday; anniversary
a música | music; song
o filme | film; movie
o jogo | game; match
o desporto | sport
o futebol | football; soccer
a aula | class; lesson
o professor | teacher
o estudante | student
o médico | doctor
a carta | letter
o papel | paper; role
o preço | price
a saúde | health
a paz | peace
o relógio | clock; watch
a parede | wall
o chão | floor; ground
o apartamento | flat; apartment
o jardim | garden
o edifício | building
a esquerda | left
a direita | right (direction)
perto | near; close
longe | far; far away
dentro | inside
fora | outside
em cima | up; above; on top
atrás | behind
amar | to love
odiar | to hate
preferir | to prefer
cantar | to sing
dançar | to dance
nadar | to swim
conduzir | to drive
custar | to cost
enviar | to send
partir | to break; to leave
cortar | to cut
rir | to laugh
chorar | to cry
acordar | to wake up
levantar-se | to get up
chamar-se | to be called (named)
casar | to marry; to get married
limpar | to clean
escolher | to choose
cozinhar | to cook
lavar | to wash
andar | to walk; to go
subir | to go up; to climb
descer | to go down
sentar-se | to sit down
`,
    },
  ],
};
