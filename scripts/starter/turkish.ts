import type { ReadingLanguageSource } from "./core-deck-types";

/**
 * Turkish: the most common everyday words, most frequent first, written for Lexistep.
 * Standard spelling (Türk Dil Kurumu, including â in hâlâ, kâğıt and rüzgâr); verbs in the
 * -mak/-mek infinitive. Turkish words have no reading.
 */
export const turkish: ReadingLanguageSource = {
  id: "turkish",
  flagCode: "tr",
  description:
    "Turkish is written in the Latin alphabet with a few extra letters and is spelled much as it is pronounced. Learn the most common everyday words, from the core verbs to the days of the week.",
  speechLang: "tr-TR",
  specialCharacters: ["ç", "ğ", "ı", "İ", "ö", "ş", "ü", "Ç", "Ğ", "Ö", "Ş", "Ü", "â"],
  credits: "Word list and translations written for Lexistep",
  verbCheckExceptions: {
    ekmek: "noun (bread)",
    parmak: "noun (finger)",
  },
  decks: [
    {
      description:
        "The most frequent Turkish words: pronouns, question words, conjunctions, numbers to ten and the core verbs olmak, yapmak, gitmek and gelmek.",
      words: `
ve | and
bir | one; a; an
bu | this
o | he; she; it (also that)
ben | I
sen | you (informal)
biz | we
siz | you (plural or polite)
onlar | they
ne | what
var | there is; there are
yok | there is not; no
değil | not
evet | yes
hayır | no
çok | very; a lot; many
daha | more; yet
ama | but
de | too; also
ile | with; and
için | for; in order to
gibi | like; as
kadar | until; as much as; about
her | every; each
şey | thing
gün | day
yıl | year
zaman | time
ev | house; home
insan | person; human being
adam | man
kadın | woman
çocuk | child
anne | mother
baba | father
su | water
iş | work; job; business
para | money
el | hand
göz | eye
yer | place; ground; floor
yol | road; way
şimdi | now
bugün | today
yarın | tomorrow
dün | yesterday
burada | here
orada | there
nerede | where
ne zaman | when
neden | why
nasıl | how
kim | who
çünkü | because
sonra | after; later; then
önce | before; first; ago
büyük | big; large; great
küçük | small; little
iyi | good; well
yeni | new
olmak | to be; to become
yapmak | to do; to make
etmek | to do; to make
gitmek | to go
gelmek | to come
almak | to take; to buy; to get
vermek | to give
demek | to say; to mean
bilmek | to know
görmek | to see
istemek | to want; to ask for
bakmak | to look; to look after
söylemek | to say; to tell
konuşmak | to speak; to talk
yemek | to eat; food; meal
içmek | to drink; to smoke
sevmek | to love; to like
bulmak | to find
çıkmak | to go out; to leave; to go up
girmek | to enter; to go in
oturmak | to sit; to live (somewhere)
kalmak | to stay; to remain
başlamak | to start; to begin
anlamak | to understand
düşünmek | to think
çalışmak | to work; to study
okumak | to read; to study
yazmak | to write
iki | two
üç | three
dört | four
beş | five
altı | six
yedi | seven
sekiz | eight
dokuz | nine
on | ten
merhaba | hello
teşekkür ederim | thank you
lütfen | please
`,
    },
    {
      description: "Numbers to a million, family, days and seasons, food and drink, places in town and everyday verbs.",
      words: `
hangi | which
kaç | how many
şu | that (nearby)
kendi | own; oneself
eski | old (things); former
kötü | bad
güzel | beautiful; nice
yirmi | twenty
otuz | thirty
kırk | forty
elli | fifty
yüz | hundred; face
bin | thousand
milyon | million
aile | family
kardeş | brother or sister; sibling
abla | older sister
ağabey | older brother
kız | girl; daughter
oğul | son
eş | spouse; husband or wife
arkadaş | friend
saat | hour; o'clock; watch
dakika | minute
hafta | week
ay | month; moon
sabah | morning
akşam | evening
gece | night
öğle | noon; midday
hafta sonu | weekend
yaz | summer
kış | winter
ilkbahar | spring (season)
sonbahar | autumn; fall
ekmek | bread
et | meat
süt | milk
çay | tea
kahve | coffee
peynir | cheese
yumurta | egg
tavuk | chicken
balık | fish
meyve | fruit
sebze | vegetable
elma | apple
şeker | sugar; candy
tuz | salt
çorba | soup
kahvaltı | breakfast
okul | school
şehir | city
ülke | country
köy | village
sokak | street
oda | room
kapı | door
pencere | window
masa | table
sandalye | chair
yatak | bed
mutfak | kitchen
banyo | bathroom
bahçe | garden
mağaza | store; shop
hastane | hospital
otel | hotel
restoran | restaurant
havalimanı | airport
otobüs | bus
araba | car
tren | train
uçak | airplane; plane
bilet | ticket
uyumak | to sleep
kalkmak | to get up; to stand up
yürümek | to walk
koşmak | to run
beklemek | to wait
sormak | to ask
öğrenmek | to learn
öğretmek | to teach
satmak | to sell
açmak | to open; to turn on
kapatmak | to close; to turn off
getirmek | to bring
dönmek | to return; to turn
binmek | to get on; to ride
inmek | to get off; to go down
yaşamak | to live
ölmek | to die
gülmek | to laugh
ağlamak | to cry
duymak | to hear
dinlemek | to listen
göstermek | to show
koymak | to put
tutmak | to hold; to catch
bırakmak | to leave; to let go
`,
    },
    {
      description:
        "Verbs of memory and choice, common adjectives of size, quality and feeling, colors, adverbs of time and frequency, directions and the body.",
      words: `
unutmak | to forget
hatırlamak | to remember
beğenmek | to like
seçmek | to choose
kullanmak | to use; to drive
yardım etmek | to help
uzun | long; tall
kısa | short
yüksek | high; tall
sıcak | hot; warm
soğuk | cold
hızlı | fast; quick
yavaş | slow
kolay | easy
zor | difficult; hard
pahalı | expensive
ucuz | cheap
temiz | clean
kirli | dirty
genç | young
yaşlı | old (people)
açık | open; light (color); clear
kapalı | closed; cloudy
dolu | full
boş | empty; free
mutlu | happy
üzgün | sad; sorry
yorgun | tired
hasta | sick; ill; patient
aç | hungry
zengin | rich
fakir | poor
önemli | important
ilginç | interesting
doğru | true; correct; straight
yanlış | wrong; mistake
hazır | ready
uzak | far
yakın | near; close
sağ | right; alive
sol | left
ağır | heavy
hafif | light (in weight)
güçlü | strong
zayıf | weak; thin
şişman | fat
tatlı | sweet; dessert
acı | bitter; spicy; pain
tuzlu | salty
lezzetli | delicious; tasty
çirkin | ugly
renk | color
kırmızı | red
mavi | blue
yeşil | green
sarı | yellow; blond
beyaz | white
siyah | black
kahverengi | brown
gri | gray
hep | always; all
her zaman | always
bazen | sometimes
sık sık | often
hiç | never; at all; any
henüz | yet; just
hâlâ | still
artık | now; any more
yine | again
tekrar | again
hemen | immediately; right away
yakında | soon
birlikte | together
yalnız | alone; only
sadece | only; just
belki | maybe; perhaps
gerçekten | really
tabii | of course
biraz | a little; a bit
az | little; few
fazla | too much; more; extra
en | most
bile | even
veya | or
üst | top; upper part
alt | bottom; lower part
ön | front
arka | back; behind
yan | side
iç | inside; interior
dış | outside; exterior
orta | middle; center
karşı | opposite; against
baş | head; beginning
saç | hair
ağız | mouth
burun | nose
kulak | ear
diş | tooth
dil | tongue; language
`,
    },
    {
      description:
        "More of the body, days and months, study and work, nature, animals and things at home, with verbs for everyday tasks.",
      words: `
kol | arm
bacak | leg
ayak | foot
parmak | finger; toe
kalp | heart
pazartesi | Monday
salı | Tuesday
çarşamba | Wednesday
perşembe | Thursday
cuma | Friday
cumartesi | Saturday
pazar | Sunday; market
ocak | January; stove
şubat | February
mart | March
nisan | April
mayıs | May
haziran | June
temmuz | July
ağustos | August
eylül | September
ekim | October
kasım | November
aralık | December; gap
kitap | book
defter | notebook
kalem | pen; pencil
kâğıt | paper
mektup | letter
soru | question
cevap | answer
ders | lesson; class
sınav | exam
ödev | homework
öğretmen | teacher
öğrenci | student
üniversite | university
doktor | doctor
polis | police; police officer
şirket | company
işçi | worker
telefon | telephone; phone
bilgisayar | computer
televizyon | television
dünya | world; the earth
hava | weather; air
güneş | sun
yıldız | star
gök | sky
deniz | sea
göl | lake
nehir | river
dağ | mountain
orman | forest
ağaç | tree
çiçek | flower
taş | stone
kar | snow
yağmur | rain
rüzgâr | wind
ateş | fire; fever
hayvan | animal
köpek | dog
kedi | cat
kuş | bird
at | horse
inek | cow
elbise | dress; clothes
gömlek | shirt
ayakkabı | shoe; shoes
şapka | hat
çanta | bag
anahtar | key
duvar | wall
ışık | light
anlatmak | to tell; to explain
göndermek | to send
ödemek | to pay
kazanmak | to win; to earn
kaybetmek | to lose
aramak | to look for; to call (on the phone)
değiştirmek | to change
denemek | to try
hazırlamak | to prepare
pişirmek | to cook
yıkamak | to wash
temizlemek | to clean
giymek | to wear; to put on
çıkarmak | to take off; to take out
taşımak | to carry; to move
atmak | to throw
kesmek | to cut
oynamak | to play
yüzmek | to swim
uçmak | to fly
kaşık | spoon
çatal | fork
bıçak | knife
tabak | plate
bardak | glass (for drinking)
`,
    },
    {
      description:
        "Life and feelings, society and the world, ideas and events, with verbs for meeting people, feelings and change.",
      words: `
hayat | life
ölüm | death
aşk | love
sevgi | love; affection
mutluluk | happiness
korku | fear
umut | hope
rüya | dream
söz | word; promise
kelime | word
Türkçe | Turkish (language)
İngilizce | English (language)
Türkiye | Turkey
sorun | problem
konu | subject; topic
haber | news
fikir | idea; opinion
düşünce | thought
sebep | reason; cause
sonuç | result
durum | situation; condition
resim | picture; painting
fotoğraf | photograph; photo
film | film; movie
müzik | music
şarkı | song
oyun | game; play
spor | sport
tatil | holiday; vacation
doğum günü | birthday
hediye | gift; present
düğün | wedding
bayram | holiday; festival
devlet | state
hükümet | government
halk | people; the public
millet | nation; people
savaş | war
barış | peace
kanun | law
fiyat | price
hesap | bill; account; calculation
gazete | newspaper
komşu | neighbor
misafir | guest
yaş | age; wet
ad | name
isim | name; noun
numara | number; size
adres | address
sıra | row; turn; desk
tarih | history; date
buluşmak | to meet (up)
tanışmak | to meet (get acquainted)
evlenmek | to marry; to get married
doğmak | to be born
büyümek | to grow (up)
hissetmek | to feel
korkmak | to be afraid
inanmak | to believe
sevinmek | to be glad
kızmak | to get angry
üzülmek | to be sad; to be sorry
bitirmek | to finish
bitmek | to end; to run out
devam etmek | to continue
izlemek | to watch; to follow
çalmak | to steal; to ring; to play (an instrument)
çekmek | to pull; to take (a photo)
itmek | to push
uyanmak | to wake up
dinlenmek | to rest
yorulmak | to get tired
geçmek | to pass; to cross
durmak | to stop; to stand
düşmek | to fall
kırmak | to break
öpmek | to kiss
saymak | to count; to respect
seyahat etmek | to travel
ziyaret etmek | to visit
anlaşmak | to agree; to get along
görev | duty; task
toplantı | meeting
fırsat | opportunity; chance
yardım | help
örnek | example
cümle | sentence
anlam | meaning
kural | rule
parça | piece; part
yarım | half
çeyrek | quarter
sağlık | health
ilaç | medicine; drug
hastalık | illness; disease
kan | blood
vücut | body
ses | voice; sound
koku | smell
`,
    },
  ],
};
