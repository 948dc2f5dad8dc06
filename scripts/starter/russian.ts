import type { ReadingLanguageSource } from "./core-deck-types";

/**
 * Russian: the most common everyday words, most frequent first, written for Lexistep.
 * Reading: the word with its stress marked by a combining acute accent (U+0301); omitted for
 * one-syllable words and words with ё, whose stress is unambiguous. Nouns in the nominative
 * singular, verbs in the imperfective infinitive with the common perfective in parentheses.
 */
export const russian: ReadingLanguageSource = {
  id: "russian",
  flagCode: "ru",
  description:
    "Russian is the most widely spoken Slavic language and is written in the Cyrillic alphabet. Learn the most common words with their stress marked, because ordinary Russian text does not show it.",
  speechLang: "ru-RU",
  specialCharacters: [],
  credits: "Word list and translations written for Lexistep",
  verbCheckExceptions: {
    мать: "noun (mother)",
    дочь: "noun (daughter)",
    ночь: "noun (night)",
    кровать: "noun (bed)",
    путь: "noun (way)",
    часть: "noun (part)",
    власть: "noun (power)",
    смерть: "noun (death)",
    новость: "noun (news)",
    гость: "noun (guest)",
    пять: "number",
    шесть: "number",
    девять: "number",
    десять: "number",
    двадцать: "number",
    тридцать: "number",
    опять: "adverb (again)",
    почти: "adverb (almost)",
    "может быть": "adverb (maybe)",
    налево: "adverb (to the left)",
    направо: "adverb (to the right)",
  },
  decks: [
    {
      description:
        "The most frequent Russian words: pronouns, conjunctions and prepositions, question words, numbers to ten and the core verbs.",
      words: `
и | - | and
в | - | in; into; at
не | - | not
на | - | on; onto; at
я | - | I
что | - | what; that
он | - | he; it
с | - | with; from; since
это | э́то | this; that; it (is)
быть | - | to be
а | - | and; but; whereas
весь | - | all; the whole
всё | - | everything; all
все | - | everyone; all (plural)
как | - | how; as; like
она | она́ | she; it
по | - | along; on; by
но | - | but
они | они́ | they
к | - | to; towards
у | - | at; by; near
ты | - | you (informal)
из | - | from; out of
мы | - | we
за | - | behind; for; beyond
вы | - | you (plural or polite)
так | - | so; like this; thus
от | - | from; away from
о | - | about; of (a topic)
мочь | - | to be able to; can
который | кото́рый | which; who; that
мой | - | my; mine
твой | - | your; yours (informal)
тот | - | that; the one
этот | э́тот | this
его | его́ | him; his; its
её | - | her; hers
их | - | them; their
если | е́сли | if
уже | уже́ | already
или | и́ли | or
да | - | yes
нет | - | no; there is no
только | то́лько | only; just
год | - | year
человек | челове́к | person; man; human being
время | вре́мя | time
жизнь | - | life
день | - | day
рука | рука́ | hand; arm
говорить (сказать) | говори́ть (сказа́ть) | to speak; to say; to tell
знать | - | to know
становиться (стать) | станови́ться (стать) | to become
хотеть | хоте́ть | to want
видеть (увидеть) | ви́деть (уви́деть) | to see
идти | идти́ | to go (on foot); to walk
делать (сделать) | де́лать (сде́лать) | to do; to make
думать | ду́мать | to think
есть | - | to eat; there is (there are)
жить | - | to live
работать | рабо́тать | to work
понимать (понять) | понима́ть (поня́ть) | to understand
дом | - | house; home
слово | сло́во | word
друг | - | friend
вопрос | вопро́с | question
сейчас | сейча́с | now
здесь | - | here
там | - | there
где | - | where
куда | куда́ | where (to)
когда | когда́ | when
почему | почему́ | why
кто | - | who
какой | како́й | which; what kind of
сколько | ско́лько | how much; how many
очень | о́чень | very
ещё | - | still; more; yet
тоже | то́же | also; too
можно | мо́жно | one can; may (it is allowed)
нужно | ну́жно | necessary; (one) needs to
хорошо | хорошо́ | well; good; OK
большой | большо́й | big; large
новый | но́вый | new
хороший | хоро́ший | good
один | оди́н | one; alone
два | - | two
три | - | three
четыре | четы́ре | four
пять | - | five
шесть | - | six
семь | - | seven
восемь | во́семь | eight
девять | де́вять | nine
десять | де́сять | ten
ничего | ничего́ | nothing; it's OK
спасибо | спаси́бо | thank you
пожалуйста | пожа́луйста | please; you're welcome
здравствуйте | здра́вствуйте | hello (formal)
привет | приве́т | hi; hello
`,
    },
    {
      description:
        "Everyday verbs of moving, speaking and learning, family, food and drink, time words and adverbs of frequency.",
      words: `
свой | - | one's own
дело | де́ло | matter; business; affair
раз | - | time (occurrence); once
мир | - | world; peace
надо | на́до | necessary; (one) must
брать (взять) | - | to take
давать (дать) | дава́ть (дать) | to give
писать (написать) | писа́ть (написа́ть) | to write
читать (прочитать) | чита́ть (прочита́ть) | to read
слушать | слу́шать | to listen
слышать (услышать) | слы́шать (услы́шать) | to hear
смотреть (посмотреть) | смотре́ть (посмотре́ть) | to look; to watch
спрашивать (спросить) | спра́шивать (спроси́ть) | to ask
отвечать (ответить) | отвеча́ть (отве́тить) | to answer
любить | люби́ть | to love; to like
ходить | ходи́ть | to go (on foot regularly); to walk
ехать | е́хать | to go (by transport); to ride
приходить (прийти) | приходи́ть (прийти́) | to come; to arrive
уходить (уйти) | уходи́ть (уйти́) | to leave; to go away
начинать (начать) | начина́ть (нача́ть) | to begin; to start
помнить | по́мнить | to remember
забывать (забыть) | забыва́ть (забы́ть) | to forget
спать | - | to sleep
пить | - | to drink
покупать (купить) | покупа́ть (купи́ть) | to buy
искать | иска́ть | to look for; to search
находить (найти) | находи́ть (найти́) | to find
открывать (открыть) | открыва́ть (откры́ть) | to open
закрывать (закрыть) | закрыва́ть (закры́ть) | to close; to shut
играть | игра́ть | to play
учить | учи́ть | to learn; to teach
учиться | учи́ться | to study; to learn
помогать (помочь) | помога́ть (помо́чь) | to help
ждать | - | to wait
сидеть | сиде́ть | to sit
стоять | стоя́ть | to stand
лежать | лежа́ть | to lie (be lying down)
чувствовать | чу́вствовать | to feel
показывать (показать) | пока́зывать (показа́ть) | to show
город | го́род | city; town
страна | страна́ | country
улица | у́лица | street
дорога | доро́га | road; way
работа | рабо́та | work; job
школа | шко́ла | school
деньги | де́ньги | money
вода | вода́ | water
еда | еда́ | food; meal
хлеб | - | bread
молоко | молоко́ | milk
мясо | мя́со | meat
рыба | ры́ба | fish
чай | - | tea
кофе | ко́фе | coffee
комната | ко́мната | room
дверь | - | door
окно | окно́ | window
стол | - | table
книга | кни́га | book
машина | маши́на | car; machine
мать | - | mother
отец | оте́ц | father
сын | - | son
дочь | - | daughter
брат | - | brother
сестра | сестра́ | sister
муж | - | husband
жена | жена́ | wife
семья | семья́ | family
ребёнок | - | child
женщина | же́нщина | woman
мужчина | мужчи́на | man
девушка | де́вушка | girl; young woman; girlfriend
мальчик | ма́льчик | boy
имя | и́мя | name; first name
утро | у́тро | morning
вечер | ве́чер | evening
ночь | - | night
неделя | неде́ля | week
месяц | ме́сяц | month
час | - | hour; o'clock
минута | мину́та | minute
сегодня | сего́дня | today
завтра | за́втра | tomorrow
вчера | вчера́ | yesterday
всегда | всегда́ | always
никогда | никогда́ | never
иногда | иногда́ | sometimes
часто | ча́сто | often
много | мно́го | a lot; much; many
мало | ма́ло | little; few
немного | немно́го | a little; a bit
потом | пото́м | then; later; afterwards
теперь | тепе́рь | now (as things are)
опять | опя́ть | again
вместе | вме́сте | together
конечно | коне́чно | of course
потому что | потому́ что | because
поэтому | поэ́тому | so; therefore
чтобы | что́бы | in order to; so that
`,
    },
    {
      description:
        "Common adjectives of size, age, quality, color and feeling, verbs of buying, daily routine and feelings, and the body.",
      words: `
маленький | ма́ленький | small; little
старый | ста́рый | old
молодой | молодо́й | young
плохой | плохо́й | bad
русский | ру́сский | Russian
первый | пе́рвый | first
последний | после́дний | last; latest
другой | друго́й | other; another; different
красивый | краси́вый | beautiful; pretty
интересный | интере́сный | interesting
трудный | тру́дный | difficult; hard
лёгкий | - | easy; light (in weight)
простой | просто́й | simple; easy
быстрый | бы́стрый | fast; quick
горячий | горя́чий | hot
холодный | холо́дный | cold
тёплый | - | warm
чистый | чи́стый | clean; pure
грязный | гря́зный | dirty
дорогой | дорого́й | expensive; dear
дешёвый | - | cheap
богатый | бога́тый | rich
бедный | бе́дный | poor
сильный | си́льный | strong
слабый | сла́бый | weak
счастливый | счастли́вый | happy; lucky
весёлый | - | cheerful; merry
грустный | гру́стный | sad
добрый | до́брый | kind; good
умный | у́мный | clever; smart
глупый | глу́пый | stupid; silly
важный | ва́жный | important
известный | изве́стный | famous; well-known
близкий | бли́зкий | close; near
далёкий | - | far; distant
полный | по́лный | full; complete
пустой | пусто́й | empty
готовый | гото́вый | ready
свободный | свобо́дный | free; vacant
живой | живо́й | alive; living
больной | больно́й | ill; sick; patient
здоровый | здоро́вый | healthy
тихий | ти́хий | quiet
тяжёлый | - | heavy; difficult
высокий | высо́кий | high; tall
длинный | дли́нный | long
короткий | коро́ткий | short
каждый | ка́ждый | each; every
чёрный | - | black
белый | бе́лый | white
красный | кра́сный | red
синий | си́ний | blue (dark blue)
зелёный | - | green
жёлтый | - | yellow
продавать (продать) | продава́ть (прода́ть) | to sell
платить (заплатить) | плати́ть (заплати́ть) | to pay
стоить | сто́ить | to cost; to be worth
получать (получить) | получа́ть (получи́ть) | to receive; to get
решать (решить) | реша́ть (реши́ть) | to decide; to solve
пытаться (попытаться) | пыта́ться (попыта́ться) | to try
вставать (встать) | встава́ть (встать) | to get up; to stand up
садиться (сесть) | сади́ться (сесть) | to sit down
возвращаться (вернуться) | возвраща́ться (верну́ться) | to return; to come back
готовить | гото́вить | to cook; to prepare
мыть | - | to wash
носить | носи́ть | to carry; to wear
класть (положить) | класть (положи́ть) | to put; to lay
держать | держа́ть | to hold; to keep
терять (потерять) | теря́ть (потеря́ть) | to lose
встречать (встретить) | встреча́ть (встре́тить) | to meet
звонить (позвонить) | звони́ть (позвони́ть) | to call (on the phone); to ring
просить (попросить) | проси́ть (попроси́ть) | to ask (for); to request
объяснять (объяснить) | объясня́ть (объясни́ть) | to explain
умирать (умереть) | умира́ть (умере́ть) | to die
верить | ве́рить | to believe
надеяться | наде́яться | to hope
бояться | боя́ться | to be afraid; to fear
смеяться | смея́ться | to laugh
плакать | пла́кать | to cry
петь | - | to sing
гулять | гуля́ть | to go for a walk; to stroll
отдыхать | отдыха́ть | to rest; to relax
тело | те́ло | body
голова | голова́ | head
лицо | лицо́ | face; person
глаз | - | eye
нога | нога́ | leg; foot
сердце | се́рдце | heart
волосы | во́лосы | hair
нос | - | nose
рот | - | mouth
ухо | у́хо | ear
зуб | - | tooth
спина | спина́ | back
кровь | - | blood
врач | - | doctor
больница | больни́ца | hospital
магазин | магази́н | shop; store
ресторан | рестора́н | restaurant
гостиница | гости́ница | hotel
`,
    },
    {
      description:
        "Getting around, nature and weather, animals, food, clothes, the home and free time, with prepositions and adverbs of place.",
      words: `
вокзал | вокза́л | railway station
поезд | по́езд | train
самолёт | - | airplane; plane
автобус | авто́бус | bus
билет | биле́т | ticket
погода | пого́да | weather
солнце | со́лнце | sun
небо | не́бо | sky
дождь | - | rain
снег | - | snow
ветер | ве́тер | wind
зима | зима́ | winter
весна | весна́ | spring (season)
лето | ле́то | summer
осень | о́сень | autumn; fall
море | мо́ре | sea
река | река́ | river
лес | - | forest; woods
гора | гора́ | mountain
земля | земля́ | earth; land; ground
дерево | де́рево | tree
цветок | цвето́к | flower
животное | живо́тное | animal
собака | соба́ка | dog
кошка | ко́шка | cat
птица | пти́ца | bird
лошадь | ло́шадь | horse
яблоко | я́блоко | apple
сахар | са́хар | sugar
соль | - | salt
масло | ма́сло | butter; oil
сыр | - | cheese
яйцо | яйцо́ | egg
суп | - | soup
вино | вино́ | wine
пиво | пи́во | beer
сок | - | juice
завтрак | за́втрак | breakfast
обед | обе́д | lunch (midday meal)
ужин | у́жин | dinner; supper
одежда | оде́жда | clothes; clothing
рубашка | руба́шка | shirt
платье | пла́тье | dress
обувь | о́бувь | shoes; footwear
квартира | кварти́ра | apartment; flat
кухня | ку́хня | kitchen
кровать | крова́ть | bed
стена | стена́ | wall
пол | - | floor
ключ | - | key
телефон | телефо́н | telephone; phone
компьютер | компью́тер | computer
письмо | письмо́ | letter
бумага | бума́га | paper
ручка | ру́чка | pen; handle
фильм | - | film; movie
музыка | му́зыка | music
песня | пе́сня | song
игра | игра́ | game
праздник | пра́здник | holiday; celebration
подарок | пода́рок | present; gift
для | - | for
без | - | without
до | - | until; up to; before
после | по́сле | after
через | че́рез | through; across; in (time)
под | - | under
над | - | over; above
перед | пе́ред | in front of; before
между | ме́жду | between
около | о́коло | near; about (approximately)
против | про́тив | against
вместо | вме́сто | instead of
кроме | кро́ме | except; besides
наш | - | our; ours
ваш | - | your; yours (plural or polite)
никто | никто́ | nobody; no one
такой | тако́й | such; so
чей | - | whose
сам | - | oneself; by oneself
себя | себя́ | oneself (reflexive)
даже | да́же | even
вот | - | here (is); look
сначала | снача́ла | at first; first
сразу | сра́зу | at once; immediately
вдруг | - | suddenly
наконец | наконе́ц | finally; at last
быстро | бы́стро | quickly; fast
медленно | ме́дленно | slowly
далеко | далеко́ | far (away)
близко | бли́зко | near; close
рядом | ря́дом | nearby; next to
налево | нале́во | to the left; on the left
направо | напра́во | to the right; on the right
прямо | пря́мо | straight; directly
везде | везде́ | everywhere
почти | почти́ | almost
совсем | совсе́м | completely; quite; (not) at all
слишком | сли́шком | too (much)
может быть | мо́жет быть | maybe; perhaps
`,
    },
    {
      description:
        "Society, study and work, ideas and feelings, directions and large numbers, verbs for choosing, changing and travelling, and news and work.",
      words: `
язык | язы́к | language; tongue
история | исто́рия | history; story
правда | пра́вда | truth; true
ответ | отве́т | answer; reply
проблема | пробле́ма | problem
помощь | по́мощь | help
случай | слу́чай | case; occasion; incident
причина | причи́на | reason; cause
пример | приме́р | example
цель | - | goal; aim
путь | - | way; path; journey
конец | коне́ц | end
начало | нача́ло | beginning; start
часть | - | part
половина | полови́на | half
число | число́ | number; date
цена | цена́ | price
закон | зако́н | law
власть | - | power; authority
государство | госуда́рство | state (country)
правительство | прави́тельство | government
президент | президе́нт | president
общество | о́бщество | society
народ | наро́д | people; nation
война | война́ | war
армия | а́рмия | army
наука | нау́ка | science
университет | университе́т | university
студент | студе́нт | student
учитель | учи́тель | teacher
урок | уро́к | lesson; class
экзамен | экза́мен | exam
задача | зада́ча | task; problem
мысль | - | thought; idea
идея | иде́я | idea
мнение | мне́ние | opinion
любовь | любо́вь | love
счастье | сча́стье | happiness; luck
смерть | - | death
душа | душа́ | soul
сила | си́ла | strength; force; power
голос | го́лос | voice
звук | - | sound
цвет | - | color
форма | фо́рма | form; shape; uniform
вещь | - | thing
центр | - | center
угол | у́гол | corner; angle
место | ме́сто | place; seat
сторона | сторона́ | side
север | се́вер | north
юг | - | south
восток | восто́к | east
запад | за́пад | west
Россия | Росси́я | Russia
Москва | Москва́ | Moscow
двадцать | два́дцать | twenty
тридцать | три́дцать | thirty
сорок | со́рок | forty
пятьдесят | пятьдеся́т | fifty
сто | - | hundred
тысяча | ты́сяча | thousand
миллион | миллио́н | million
нравиться (понравиться) | нра́виться (понра́виться) | to like (to be pleasing to)
казаться | каза́ться | to seem
оставаться (остаться) | остава́ться (оста́ться) | to stay; to remain
оставлять (оставить) | оставля́ть (оста́вить) | to leave (behind)
случаться (случиться) | случа́ться (случи́ться) | to happen
менять | меня́ть | to change; to exchange
выбирать (выбрать) | выбира́ть (вы́брать) | to choose
строить (построить) | стро́ить (постро́ить) | to build
продолжать | продолжа́ть | to continue
заниматься | занима́ться | to be engaged in; to study; to do (sport)
путешествовать | путеше́ствовать | to travel
летать | лета́ть | to fly
плавать | пла́вать | to swim
бежать | бежа́ть | to run
отправлять (отправить) | отправля́ть (отпра́вить) | to send
приносить (принести) | приноси́ть (принести́) | to bring
значить | зна́чить | to mean
использовать | испо́льзовать | to use
болеть | боле́ть | to be ill; to hurt
карта | ка́рта | map; card
страница | страни́ца | page
газета | газе́та | newspaper
новость | но́вость | news (item)
собрание | собра́ние | meeting
встреча | встре́ча | meeting; encounter
разговор | разгово́р | conversation
совет | сове́т | advice; council
решение | реше́ние | decision; solution
результат | результа́т | result
успех | успе́х | success
ошибка | оши́бка | mistake; error
опыт | о́пыт | experience; experiment
компания | компа́ния | company
зарплата | зарпла́та | salary; wages
завод | заво́д | factory; plant
гость | - | guest
сосед | сосе́д | neighbor
`,
    },
  ],
};
