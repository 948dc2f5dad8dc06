import type { ReadingLanguageSource } from "./core-deck-types";

/**
 * Korean: the most common everyday words, most frequent first, written for Lexistep.
 * Reading: Revised Romanization (checked against korean-romanization.ts). Verbs and adjectives in
 * the dictionary form (-다); adjectives are translated as English adjectives ("good"), verbs with "to".
 */
export const korean: ReadingLanguageSource = {
  id: "korean",
  flagCode: "kr",
  description:
    "Korean is written in hangul, an alphabet whose letters are grouped into syllable blocks. Learn the most common everyday words, each with its Revised Romanization.",
  speechLang: "ko-KR",
  specialCharacters: [],
  credits: "Word list and translations written for Lexistep",
  readingExceptions: {},
  decks: [
    {
      description:
        "The most frequent Korean words: pronouns, question words, the native numbers one to ten and core verbs such as 하다, 있다 and 가다.",
      words: `
하다 | hada | to do
있다 | itda | to be (somewhere); to exist; to have
없다 | eopda | to not be (somewhere); to not have
되다 | doeda | to become
아니다 | anida | to not be (it is not)
나 | na | I; me (casual)
저 | jeo | I; me (humble); that (over there)
너 | neo | you (casual)
우리 | uri | we; us; our
그 | geu | that; he
이 | i | this; two; tooth
것 | geot | thing
사람 | saram | person; people
보다 | boda | to see; to look at; to watch
가다 | gada | to go
오다 | oda | to come
알다 | alda | to know
모르다 | moreuda | to not know
말하다 | malhada | to speak; to say; to tell
주다 | juda | to give
받다 | batda | to receive; to get
먹다 | meokda | to eat
마시다 | masida | to drink
좋다 | jota | good; nice
많다 | manta | many; much; a lot
크다 | keuda | big; large; tall
작다 | jakda | small; little
같다 | gatda | the same; alike
다르다 | dareuda | different
그리고 | geurigo | and; and then
하지만 | hajiman | but; however
그래서 | geuraeseo | so; therefore
그런데 | geureonde | but; by the way
안 | an | not; inside
못 | mot | cannot; nail
잘 | jal | well
더 | deo | more
다 | da | all; everything
또 | tto | again; also
아주 | aju | very
너무 | neomu | too (much); very
정말 | jeongmal | really; truly
지금 | jigeum | now
오늘 | oneul | today
내일 | naeil | tomorrow
어제 | eoje | yesterday
시간 | sigan | time; hour
때 | ttae | time; when (at the time)
날 | nal | day
년 | nyeon | year
집 | jip | house; home
일 | il | work; one; day
말 | mal | words; language; horse
물 | mul | water
밥 | bap | cooked rice; meal
돈 | don | money
친구 | chingu | friend
엄마 | eomma | mom; mum
아빠 | appa | dad
어머니 | eomeoni | mother
아버지 | abeoji | father
아이 | ai | child; kid
남자 | namja | man; male
여자 | yeoja | woman; female
이름 | ireum | name
나라 | nara | country; nation
한국 | hanguk | Korea
한국어 | hangugeo | Korean (language)
학교 | hakgyo | school
선생님 | seonsaengnim | teacher
학생 | haksaeng | student
공부하다 | gongbuhada | to study
일하다 | ilhada | to work
만나다 | mannada | to meet
살다 | salda | to live
생각하다 | saenggakada | to think
좋아하다 | joahada | to like
사랑하다 | saranghada | to love
어디 | eodi | where
언제 | eonje | when
누구 | nugu | who
무엇 | mueot | what
왜 | wae | why
어떻게 | eotteoke | how
얼마 | eolma | how much
몇 | myeot | how many; a few
네 | ne | yes
아니요 | aniyo | no
하나 | hana | one
둘 | dul | two
셋 | set | three
넷 | net | four
다섯 | daseot | five
여섯 | yeoseot | six
일곱 | ilgop | seven
여덟 | yeodeol | eight
아홉 | ahop | nine
열 | yeol | ten; heat; fever
여기 | yeogi | here
거기 | geogi | there
`,
    },
    {
      description:
        "Sino-Korean numbers, days and times, family, the body, food and places in town, with everyday action verbs.",
      words: `
저기 | jeogi | over there
삼 | sam | three
사 | sa | four
오 | o | five
육 | yuk | six
칠 | chil | seven
팔 | pal | eight; arm
구 | gu | nine; district (of a city)
십 | sip | ten
백 | baek | hundred
천 | cheon | thousand; cloth
만 | man | ten thousand; only
시 | si | o'clock; city; poem
분 | bun | minute; person (honorific)
주 | ju | week
달 | dal | moon; month
해 | hae | sun; year
월 | wol | month (after a number)
아침 | achim | morning; breakfast
점심 | jeomsim | lunch; midday
저녁 | jeonyeok | evening; dinner
밤 | bam | night; chestnut
주말 | jumal | weekend
가족 | gajok | family
형 | hyeong | older brother (of a man)
오빠 | oppa | older brother (of a woman)
누나 | nuna | older sister (of a man)
언니 | eonni | older sister (of a woman)
동생 | dongsaeng | younger brother or sister
아들 | adeul | son
딸 | ttal | daughter
남편 | nampyeon | husband
아내 | anae | wife
할머니 | halmeoni | grandmother
할아버지 | harabeoji | grandfather
몸 | mom | body
머리 | meori | head; hair
얼굴 | eolgul | face
눈 | nun | eye; snow
코 | ko | nose
입 | ip | mouth
귀 | gwi | ear
손 | son | hand
발 | bal | foot
다리 | dari | leg; bridge
마음 | maeum | heart; mind
음식 | eumsik | food
빵 | ppang | bread
고기 | gogi | meat
우유 | uyu | milk
커피 | keopi | coffee
차 | cha | car; tea
길 | gil | road; way
문 | mun | door; gate
방 | bang | room
회사 | hoesa | company; office
가게 | gage | shop; store
시장 | sijang | market; mayor
병원 | byeongwon | hospital
식당 | sikdang | restaurant
은행 | eunhaeng | bank
도시 | dosi | city
세계 | segye | world
문제 | munje | problem; question
생각 | saenggak | thought; idea
이야기 | iyagi | story; talk
책 | chaek | book
영화 | yeonghwa | movie; film
노래 | norae | song
전화 | jeonhwa | telephone; phone call
사진 | sajin | photo; picture
앉다 | anda | to sit
서다 | seoda | to stand
일어나다 | ireonada | to get up; to wake up; to happen
자다 | jada | to sleep
읽다 | ikda | to read
쓰다 | sseuda | to write; to use; bitter
듣다 | deutda | to listen; to hear
배우다 | baeuda | to learn
가르치다 | gareuchida | to teach
사다 | sada | to buy
팔다 | palda | to sell
만들다 | mandeulda | to make
입다 | ipda | to wear (clothes); to put on
타다 | tada | to ride; to get on; to burn
걷다 | geotda | to walk
놀다 | nolda | to play; to hang out
쉬다 | swida | to rest
기다리다 | gidarida | to wait
찾다 | chatda | to look for; to find
열다 | yeolda | to open
닫다 | datda | to close
시작하다 | sijakada | to start; to begin
끝나다 | kkeunnada | to end; to be over
나가다 | nagada | to go out
들어가다 | deureogada | to go in; to enter
나오다 | naoda | to come out
들어오다 | deureooda | to come in
울다 | ulda | to cry
웃다 | utda | to laugh; to smile
`,
    },
    {
      description:
        "Common adjectives of size, temperature and feeling, adverbs of time and frequency, directions, colours and getting around.",
      words: `
덥다 | deopda | hot (weather)
춥다 | chupda | cold (weather)
뜨겁다 | tteugeopda | hot (to the touch)
차갑다 | chagapda | cold (to the touch)
따뜻하다 | ttatteutada | warm
시원하다 | siwonhada | cool; refreshing
길다 | gilda | long
짧다 | jjalda | short
높다 | nopda | high; tall
낮다 | natda | low
빠르다 | ppareuda | fast; quick
느리다 | neurida | slow
쉽다 | swipda | easy
어렵다 | eoryeopda | difficult; hard
바쁘다 | bappeuda | busy
아프다 | apeuda | sick; sore; painful
비싸다 | bissada | expensive
싸다 | ssada | cheap; to wrap; to pack
예쁘다 | yeppeuda | pretty
재미있다 | jaemiitda | fun; interesting
맛있다 | masitda | delicious; tasty
괜찮다 | gwaenchanta | okay; all right; fine
피곤하다 | pigonhada | tired
배고프다 | baegopeuda | hungry
행복하다 | haengbokada | happy
슬프다 | seulpeuda | sad
기쁘다 | gippeuda | glad; happy
새롭다 | saeropda | new; fresh
중요하다 | jungyohada | important
필요하다 | piryohada | necessary; needed
많이 | mani | a lot; much
조금 | jogeum | a little; a bit
좀 | jom | a little; please (softener)
빨리 | ppalli | quickly; fast
천천히 | cheoncheonhi | slowly
항상 | hangsang | always
자주 | jaju | often
가끔 | gakkeum | sometimes
다시 | dasi | again
벌써 | beolsseo | already
아직 | ajik | still; yet
곧 | got | soon
먼저 | meonjeo | first; before (others)
나중에 | najunge | later
같이 | gachi | together; like
함께 | hamkke | together; with
혼자 | honja | alone; by oneself
모두 | modu | all; everyone
가장 | gajang | most
진짜 | jinjja | really; real
별로 | byeollo | not really; not particularly
그냥 | geunyang | just; simply
만약 | manyak | if
위 | wi | top; above; up
아래 | arae | bottom; below; under
밑 | mit | bottom; under
앞 | ap | front; in front of
뒤 | dwi | back; behind
옆 | yeop | side; next to
밖 | bak | outside
속 | sok | inside; interior
사이 | sai | between; relationship
오른쪽 | oreunjjok | right (side)
왼쪽 | oenjjok | left (side)
색 | saek | color
빨간색 | ppalgansaek | red
파란색 | paransaek | blue
노란색 | noransaek | yellow
초록색 | choroksaek | green
하얀색 | hayansaek | white
검은색 | geomeunsaek | black
옷 | ot | clothes
신발 | sinbal | shoes
가방 | gabang | bag
모자 | moja | hat; cap
시계 | sigye | clock; watch
컴퓨터 | keompyuteo | computer
휴대폰 | hyudaepon | mobile phone; cell phone
텔레비전 | tellebijeon | television
버스 | beoseu | bus
지하철 | jihacheol | subway; underground
기차 | gicha | train
비행기 | bihaenggi | airplane; plane
자동차 | jadongcha | car; automobile
자전거 | jajeongeo | bicycle
역 | yeok | station
공항 | gonghang | airport
나무 | namu | tree; wood
꽃 | kkot | flower
산 | san | mountain
바다 | bada | sea
강 | gang | river
하늘 | haneul | sky
비 | bi | rain
바람 | baram | wind
날씨 | nalssi | weather
봄 | bom | spring (season)
여름 | yeoreum | summer
가을 | gaeul | autumn; fall
겨울 | gyeoul | winter
`,
    },
    {
      description:
        "Verbs for daily life and talking with people, adjectives for people and food, and animals, food and things at home.",
      words: `
씻다 | ssitda | to wash
닦다 | dakda | to wipe; to clean; to brush (teeth)
요리하다 | yorihada | to cook
청소하다 | cheongsohada | to clean (a room)
운전하다 | unjeonhada | to drive
전화하다 | jeonhwahada | to call (on the phone)
물어보다 | mureoboda | to ask
대답하다 | daedapada | to answer
이야기하다 | iyagihada | to talk; to tell
부르다 | bureuda | to call; to sing
노래하다 | noraehada | to sing
춤추다 | chumchuda | to dance
보내다 | bonaeda | to send; to spend (time)
가지다 | gajida | to have; to take
잡다 | japda | to catch; to hold
놓다 | nota | to put; to place
넣다 | neota | to put in
들다 | deulda | to lift; to hold; to enter
돕다 | dopda | to help
바꾸다 | bakkuda | to change; to exchange
고르다 | goreuda | to choose
믿다 | mitda | to believe; to trust
느끼다 | neukkida | to feel
잊다 | itda | to forget
기억하다 | gieokada | to remember
보이다 | boida | to be seen; to show
들리다 | deullida | to be heard
죽다 | jukda | to die
태어나다 | taeeonada | to be born
다니다 | danida | to attend; to go regularly
오르다 | oreuda | to go up; to rise; to climb
내리다 | naerida | to get off; to come down; to fall (rain or snow)
떨어지다 | tteoreojida | to fall; to drop
건너다 | geonneoda | to cross
도착하다 | dochakada | to arrive
출발하다 | chulbalhada | to depart; to leave
떠나다 | tteonada | to leave
돌아오다 | doraoda | to come back; to return
돌아가다 | doragada | to go back; to return
이기다 | igida | to win
지다 | jida | to lose (a game); to carry (on one's back)
싸우다 | ssauda | to fight; to argue
결혼하다 | gyeolhonhada | to marry; to get married
준비하다 | junbihada | to prepare
연습하다 | yeonseupada | to practice
걱정하다 | geokjeonghada | to worry
빌리다 | billida | to borrow; to rent
내다 | naeda | to pay; to hand in; to put out
켜다 | kyeoda | to turn on; to switch on
끄다 | kkeuda | to turn off; to switch off
자르다 | jareuda | to cut
그리다 | geurida | to draw; to paint
치다 | chida | to hit; to play (tennis or the piano)
던지다 | deonjida | to throw
보여주다 | boyeojuda | to show
이해하다 | ihaehada | to understand
모으다 | moeuda | to gather; to collect; to save (money)
벗다 | beotda | to take off (clothes or shoes)
눕다 | nupda | to lie down
달리다 | dallida | to run
유명하다 | yumyeonghada | famous
조용하다 | joyonghada | quiet
시끄럽다 | sikkeureopda | noisy; loud
친절하다 | chinjeolhada | kind; friendly
똑똑하다 | ttokttokada | smart; clever
건강하다 | geonganghada | healthy
편하다 | pyeonhada | comfortable; convenient
가깝다 | gakkapda | near; close
멀다 | meolda | far
밝다 | bakda | bright
어둡다 | eodupda | dark
귀엽다 | gwiyeopda | cute
무섭다 | museopda | scary; frightening
즐겁다 | jeulgeopda | pleasant; enjoyable
달다 | dalda | sweet
짜다 | jjada | salty
맵다 | maepda | spicy; hot
배부르다 | baebureuda | full (after eating)
개 | gae | dog; piece (counter for things)
고양이 | goyangi | cat
새 | sae | bird; new
소 | so | cow
돼지 | dwaeji | pig
닭 | dak | chicken
물고기 | mulgogi | fish
사과 | sagwa | apple; apology
과일 | gwail | fruit
야채 | yachae | vegetable
쌀 | ssal | rice (uncooked)
계란 | gyeran | egg
김치 | gimchi | kimchi
국 | guk | soup
술 | sul | alcohol; alcoholic drink
맥주 | maekju | beer
소금 | sogeum | salt
설탕 | seoltang | sugar
침대 | chimdae | bed
의자 | uija | chair
책상 | chaeksang | desk
창문 | changmun | window
`,
    },
    {
      description:
        "People and jobs, school and work, time expressions, places and everyday abstract words such as reason, plan and problem.",
      words: `
부모님 | bumonim | parents
아기 | agi | baby
어른 | eoreun | adult; grown-up
손님 | sonnim | guest; customer
아저씨 | ajeossi | mister; middle-aged man
의사 | uisa | doctor
간호사 | ganhosa | nurse
경찰 | gyeongchal | police; police officer
회사원 | hoesawon | office worker
가수 | gasu | singer
배우 | baeu | actor; actress
대학교 | daehakgyo | university
숙제 | sukje | homework
시험 | siheom | exam; test
수업 | sueop | class; lesson
질문 | jilmun | question
대답 | daedap | answer; reply
단어 | daneo | word
뜻 | tteut | meaning
한글 | hangeul | hangul (the Korean alphabet)
영어 | yeongeo | English (language)
외국 | oeguk | foreign country
외국인 | oegugin | foreigner
미국 | miguk | the United States; America
중국 | jungguk | China
일본 | ilbon | Japan
여행 | yeohaeng | trip; travel
운동 | undong | exercise; sports
취미 | chwimi | hobby
음악 | eumak | music
그림 | geurim | picture; painting; drawing
축구 | chukgu | football; soccer
선물 | seonmul | present; gift
편지 | pyeonji | letter
종이 | jongi | paper
표 | pyo | ticket
값 | gap | price; value
사랑 | sarang | love
꿈 | kkum | dream
생활 | saenghwal | life; living
건강 | geongang | health
병 | byeong | illness; bottle
약 | yak | medicine; about (approximately)
감기 | gamgi | cold (illness)
기분 | gibun | mood; feeling
경험 | gyeongheom | experience
계획 | gyehoek | plan
방법 | bangbeop | way; method
이유 | iyu | reason
소리 | sori | sound; noise
목소리 | moksori | voice
냄새 | naemsae | smell
맛 | mat | taste; flavor
번 | beon | time (occurrence); number
번호 | beonho | number
주소 | juso | address
나이 | nai | age
생일 | saengil | birthday
휴가 | hyuga | vacation; holiday; leave
처음 | cheoeum | the first time; the beginning
마지막 | majimak | last; final
끝 | kkeut | end
반 | ban | half; class
전 | jeon | before; ago
후 | hu | after; later
동안 | dongan | during; for (a period)
매일 | maeil | every day
요즘 | yojeum | these days; lately
옛날 | yennal | old days; long ago
아까 | akka | a moment ago; earlier
이따가 | ittaga | later; in a little while
올해 | olhae | this year
작년 | jangnyeon | last year
내년 | naenyeon | next year
이번 | ibeon | this time; this
다음 | daeum | next
고향 | gohyang | hometown
공원 | gongwon | park
도서관 | doseogwan | library
교실 | gyosil | classroom
화장실 | hwajangsil | bathroom; toilet
부엌 | bueok | kitchen
우체국 | ucheguk | post office
백화점 | baekhwajeom | department store
편의점 | pyeonuijeom | convenience store
호텔 | hotel | hotel
교회 | gyohoe | church
섬 | seom | island
별 | byeol | star
구름 | gureum | cloud
불 | bul | fire; light
땅 | ttang | land; ground
돌 | dol | stone; rock
동물 | dongmul | animal
얼음 | eoreum | ice
경제 | gyeongje | economy
사회 | sahoe | society
문화 | munhwa | culture
역사 | yeoksa | history
정부 | jeongbu | government
`,
    },
  ],
};
