import type { ReadingLanguageSource } from "./core-deck-types";

/**
 * Arabic (Modern Standard Arabic): the most common everyday words, most frequent first, written
 * for Lexistep. Words are written without vowel marks, except where the bare spelling would be
 * shared by two words in the list (مِنْ min "from" and مَنْ man "who"), and the reading is a simple
 * transliteration (ā ī ū long vowels, ʿ ʿayn, ʾ hamza, ḥ ṣ ḍ ṭ ẓ emphatic letters, doubled
 * letters for shadda, final -a for tāʾ marbūṭa). Nouns singular without the article; verbs in the
 * past tense "he" form, the dictionary form of Arabic verbs, translated with "to".
 */
export const arabic: ReadingLanguageSource = {
  id: "arabic",
  flagCode: "sa",
  description:
    "Modern Standard Arabic is the shared written and formal language of the Arab world and is written from right to left. Learn the most common words with a simple transliteration.",
  speechLang: "ar-SA",
  specialCharacters: [],
  credits: "Word list and translations written for Lexistep",
  decks: [
    {
      description:
        "The most frequent Arabic words: prepositions, pronouns, question words, numbers to ten and the core verbs of saying, going and knowing.",
      words: `
في | fī | in; at
مِنْ | min | from; of
مَنْ | man | who
على | ʿalā | on; upon
إلى | ilā | to; towards
عن | ʿan | about; from
مع | maʿa | with
و | wa | and
أو | aw | or
ثم | thumma | then; afterwards
لكن | lākin | but
أن | an | that (conjunction); to (before a verb)
هذا | hādhā | this (masculine)
هذه | hādhihi | this (feminine)
ذلك | dhālika | that (masculine)
تلك | tilka | that (feminine)
الذي | alladhī | who; which; that (masculine)
التي | allatī | who; which; that (feminine)
أنا | anā | I
أَنْتَ | anta | you (masculine singular)
أَنْتِ | anti | you (feminine singular)
هو | huwa | he; it
هي | hiya | she; it
نحن | naḥnu | we
أنتم | antum | you (plural)
هم | hum | they
لا | lā | no; not
لم | lam | did not
لن | lan | will not
ما | mā | what; not
ماذا | mādhā | what
كيف | kayfa | how
أين | ayna | where
متى | matā | when
لماذا | limādhā | why
كم | kam | how much; how many
هل | hal | question word for yes-or-no questions
نعم | naʿam | yes
كل | kull | all; every; each
بعض | baʿḍ | some
بعد | baʿda | after
قبل | qabla | before
عند | ʿinda | at; with (someone)
بين | bayna | between
حتى | ḥattā | until; even
إذا | idhā | if; when
قد | qad | already; may (with a present verb)
هنا | hunā | here
هناك | hunāka | there; there is
الآن | al-ān | now
اليوم | al-yawm | today
غدا | ghadan | tomorrow
أمس | ams | yesterday
جدا | jiddan | very
أيضا | ayḍan | also; too
فقط | faqaṭ | only
شكرا | shukran | thank you
من فضلك | min faḍlik | please
مرحبا | marḥaban | hello
السلام عليكم | as-salāmu ʿalaykum | hello (peace be upon you)
مع السلامة | maʿa s-salāma | goodbye
يوم | yawm | day
سنة | sana | year
وقت | waqt | time
بيت | bayt | house; home
رَجُل | rajul | man
امرأة | imraʾa | woman
ولد | walad | boy; child
بنت | bint | girl; daughter
أب | ab | father
أم | umm | mother
صديق | ṣadīq | friend
اسم | ism | name
ماء | māʾ | water
مال | māl | money; wealth
عمل | ʿamal | work; job
كان | kāna | to be (was)
ليس | laysa | to not be (is not)
قال | qāla | to say
ذَهَبَ | dhahaba | to go
جاء | jāʾa | to come
رأى | raʾā | to see
عرف | ʿarafa | to know
أراد | arāda | to want
فعل | faʿala | to do
أكل | akala | to eat
شرب | shariba | to drink
أخذ | akhadha | to take
أعطى | aʿṭā | to give
واحد | wāḥid | one
اثنان | ithnān | two
ثلاثة | thalātha | three
أربعة | arbaʿa | four
خمسة | khamsa | five
ستة | sitta | six
سبعة | sabʿa | seven
ثمانية | thamāniya | eight
تسعة | tisʿa | nine
عشرة | ʿashara | ten
لأن | li-anna | because
`,
    },
    {
      description: "Everyday verbs, family, days and times, the body, food and drink, and places in town.",
      words: `
كَتَبَ | kataba | to write
قرأ | qaraʾa | to read
سمع | samiʿa | to hear
تكلم | takallama | to speak
فهم | fahima | to understand
وجد | wajada | to find
جلس | jalasa | to sit
نام | nāma | to sleep
خرج | kharaja | to go out; to leave
دخل | dakhala | to enter
رجع | rajaʿa | to return; to come back
عاش | ʿāsha | to live
أحب | aḥabba | to love; to like
استطاع | istaṭāʿa | to be able to; can
فَكَّرَ | fakkara | to think
مشى | mashā | to walk
انتظر | intaẓara | to wait
سأل | saʾala | to ask
أجاب | ajāba | to answer
تعلم | taʿallama | to learn
دَرَسَ | darasa | to study
عَلَّمَ | ʿallama | to teach
اشترى | ishtarā | to buy
باع | bāʿa | to sell
دفع | dafaʿa | to pay; to push
فتح | fataḥa | to open
أغلق | aghlaqa | to close; to shut
لعب | laʿiba | to play
زوج | zawj | husband; spouse
زوجة | zawja | wife
ابن | ibn | son
أخ | akh | brother
أخت | ukht | sister
جَدّ | jadd | grandfather
جَدّة | jadda | grandmother
عائلة | ʿāʾila | family
طفل | ṭifl | child
ناس | nās | people
شخص | shakhṣ | person
صباح | ṣabāḥ | morning
مساء | masāʾ | evening
ليل | layl | night
أسبوع | usbūʿ | week
شهر | shahr | month
ساعة | sāʿa | hour; clock; watch
دقيقة | daqīqa | minute
السبت | as-sabt | Saturday
الأحد | al-aḥad | Sunday
الاثنين | al-ithnayn | Monday
الثلاثاء | ath-thulāthāʾ | Tuesday
الأربعاء | al-arbiʿāʾ | Wednesday
الخميس | al-khamīs | Thursday
الجمعة | al-jumuʿa | Friday
رأس | raʾs | head
عين | ʿayn | eye; spring (of water)
يد | yad | hand
قدم | qadam | foot
وجه | wajh | face
فم | fam | mouth
أنف | anf | nose
أذن | udhun | ear
شَعْر | shaʿr | hair
قلب | qalb | heart
جسم | jism | body
طعام | ṭaʿām | food
خبز | khubz | bread
لحم | laḥm | meat
دجاج | dajāj | chicken
سمك | samak | fish
حليب | ḥalīb | milk
شاي | shāy | tea
قهوة | qahwa | coffee
أرز | aruzz | rice
بيضة | bayḍa | egg
تفاحة | tuffāḥa | apple
ملح | milḥ | salt
سكر | sukkar | sugar
مدينة | madīna | city
بلد | balad | country; town
شارع | shāriʿ | street
طريق | ṭarīq | road; way
مدرسة | madrasa | school
مستشفى | mustashfā | hospital
مطعم | maṭʿam | restaurant
سوق | sūq | market
فندق | funduq | hotel
مسجد | masjid | mosque
غرفة | ghurfa | room
باب | bāb | door
سيارة | sayyāra | car
نزل | nazala | to go down; to get off
صعد | ṣaʿida | to go up; to climb
ركب | rakiba | to ride; to get on
قام | qāma | to get up; to stand up
استيقظ | istayqaẓa | to wake up
فاكهة | fākiha | fruit
خضار | khuḍār | vegetables
جبن | jubn | cheese
عصير | ʿaṣīr | juice
محطة | maḥaṭṭa | station
`,
    },
    {
      description: "Common adjectives, colors, adverbs of time and place, larger numbers and verbs for daily routines.",
      words: `
كبير | kabīr | big; large; old (in age)
صغير | ṣaghīr | small; little; young
كثير | kathīr | many; much; a lot
قليل | qalīl | few; little
جيد | jayyid | good
جميل | jamīl | beautiful
جديد | jadīd | new
قديم | qadīm | old (things); ancient
طويل | ṭawīl | long; tall
قصير | qaṣīr | short
سريع | sarīʿ | fast; quick
بطيء | baṭīʾ | slow
سهل | sahl | easy
صعب | ṣaʿb | difficult; hard
حار | ḥārr | hot
بارد | bārid | cold
غالٍ | ghālin | expensive; dear
رخيص | rakhīṣ | cheap
نظيف | naẓīf | clean
غني | ghanī | rich
فقير | faqīr | poor
سعيد | saʿīd | happy
حزين | ḥazīn | sad
مريض | marīḍ | sick; ill; patient
متعب | mutʿab | tired
جائع | jāʾiʿ | hungry
مهم | muhimm | important
قريب | qarīb | near; close; relative
بعيد | baʿīd | far
قوي | qawī | strong
ضعيف | ḍaʿīf | weak
ثقيل | thaqīl | heavy
خفيف | khafīf | light (in weight)
حلو | ḥulw | sweet; nice
لذيذ | ladhīdh | delicious
صحيح | ṣaḥīḥ | correct; true
خطأ | khaṭaʾ | mistake; error; wrong
ممكن | mumkin | possible
مشغول | mashghūl | busy
مفتوح | maftūḥ | open
مغلق | mughlaq | closed
أول | awwal | first
آخِر | ākhir | last; end
آخَر | ākhar | other; another
لون | lawn | color
أحمر | aḥmar | red
أزرق | azraq | blue
أخضر | akhḍar | green
أصفر | aṣfar | yellow
أبيض | abyaḍ | white
أسود | aswad | black
دائما | dāʾiman | always
أبدا | abadan | never; ever
أحيانا | aḥyānan | sometimes
ربما | rubbamā | perhaps; maybe
قريبا | qarīban | soon
معا | maʿan | together
كثيرا | kathīran | a lot; often
قليلا | qalīlan | a little
بسرعة | bi-surʿa | quickly
مثل | mithl | like; such as
فوق | fawqa | above; over
تحت | taḥta | under; below
أمام | amāma | in front of
خلف | khalfa | behind
يمين | yamīn | right (side)
يسار | yasār | left (side)
داخل | dākhil | inside
خارج | khārij | outside
وسط | wasaṭ | middle; center
عشرون | ʿishrūn | twenty
مئة | miʾa | hundred
ألف | alf | thousand
مليون | milyūn | million
بدأ | badaʾa | to begin; to start
انتهى | intahā | to end; to finish
وصل | waṣala | to arrive
سافر | sāfara | to travel
سكن | sakana | to live (reside)
نسي | nasiya | to forget
تذكر | tadhakkara | to remember
حاول | ḥāwala | to try
احتاج | iḥtāja | to need
استعمل | istaʿmala | to use
وضع | waḍaʿa | to put; to place
حمل | ḥamala | to carry
لبس | labisa | to wear; to put on
طبخ | ṭabakha | to cook
غسل | ghasala | to wash
ساعد | sāʿada | to help
نظر | naẓara | to look
ضحك | ḍaḥika | to laugh
بكى | bakā | to cry
وسخ | wasikh | dirty
عطشان | ʿaṭshān | thirsty
فارغ | fārigh | empty
ممتاز | mumtāz | excellent
سيئ | sayyiʾ | bad
شاب | shābb | young man; young
عجوز | ʿajūz | elderly; old person
`,
    },
    {
      description:
        "Nature and weather, animals, the home, clothes and things you use, with verbs for communicating and getting around.",
      words: `
شمس | shams | sun
قمر | qamar | moon
نجم | najm | star
سماء | samāʾ | sky
أرض | arḍ | earth; land; ground
بحر | baḥr | sea
نهر | nahr | river
جبل | jabal | mountain
شجرة | shajara | tree
زهرة | zahra | flower
مطر | maṭar | rain
ريح | rīḥ | wind
هواء | hawāʾ | air
نار | nār | fire
ثلج | thalj | snow; ice
طقس | ṭaqs | weather
صيف | ṣayf | summer
شتاء | shitāʾ | winter
ربيع | rabīʿ | spring (season)
خريف | kharīf | autumn; fall
حيوان | ḥayawān | animal
كلب | kalb | dog
قطة | qiṭṭa | cat
حصان | ḥiṣān | horse
طائر | ṭāʾir | bird
بقرة | baqara | cow
مطبخ | maṭbakh | kitchen
حمام | ḥammām | bathroom; bath
سرير | sarīr | bed
كرسي | kursī | chair
طاولة | ṭāwila | table
نافذة | nāfidha | window
مفتاح | miftāḥ | key
جدار | jidār | wall
ملابس | malābis | clothes
قميص | qamīṣ | shirt
حذاء | ḥidhāʾ | shoe; shoes
حقيبة | ḥaqība | bag; suitcase
كتاب | kitāb | book
قلم | qalam | pen; pencil
ورقة | waraqa | paper; sheet; leaf
رسالة | risāla | letter; message
هاتف | hātif | telephone; phone
حاسوب | ḥāsūb | computer
تلفاز | tilfāz | television
صورة | ṣūra | picture; photo
مكتب | maktab | office; desk
محل | maḥall | shop; place
مطار | maṭār | airport
حافلة | ḥāfila | bus
قطار | qiṭār | train
طائرة | ṭāʾira | airplane; plane
أرسل | arsala | to send
اتصل | ittaṣala | to call (on the phone); to contact
زار | zāra | to visit
قابل | qābala | to meet
تزوج | tazawwaja | to marry; to get married
سبح | sabaḥa | to swim
طار | ṭāra | to fly
قطع | qaṭaʿa | to cut
رسم | rasama | to draw
ركض | rakaḍa | to run
شقة | shaqqa | apartment; flat
كأس | kaʾs | glass; cup
فنجان | finjān | cup
صحن | ṣaḥn | plate; dish
ملعقة | milʿaqa | spoon
سكين | sikkīn | knife
شوكة | shawka | fork; thorn
ثلاجة | thallāja | refrigerator; fridge
مصباح | miṣbāḥ | lamp
نظارة | naẓẓāra | glasses (spectacles)
فستان | fustān | dress
بنطلون | banṭalūn | trousers; pants
معطف | miʿṭaf | coat
بحيرة | buḥayra | lake
صحراء | ṣaḥrāʾ | desert
غابة | ghāba | forest
حجر | ḥajar | stone
رمل | raml | sand
سحابة | saḥāba | cloud
حديقة | ḥadīqa | garden; park
جَمَل | jamal | camel
أسد | asad | lion
خروف | kharūf | sheep; lamb
حضر | ḥaḍara | to attend; to come
غادر | ghādara | to leave; to depart
انتقل | intaqala | to move (to a new place)
بحث | baḥatha | to search; to look for
أظهر | aẓhara | to show
شاهد | shāhada | to watch; to see
استمع | istamaʿa | to listen
نادى | nādā | to call (out to)
جرى | jarā | to run; to flow
سقط | saqaṭa | to fall
كسر | kasara | to break
أصلح | aṣlaḥa | to repair; to fix
نظف | naẓẓafa | to clean
رتب | rattaba | to arrange; to tidy
أشعل | ashʿala | to light; to turn on
`,
    },
    {
      description: "Language and ideas, feelings, society and work, and verbs for feeling, choosing and changing.",
      words: `
لغة | lugha | language
العربية | al-ʿarabiyya | Arabic (language)
كلمة | kalima | word
جملة | jumla | sentence
سؤال | suʾāl | question
جواب | jawāb | answer
مشكلة | mushkila | problem
حل | ḥall | solution
فكرة | fikra | idea
رأي | raʾy | opinion
سبب | sabab | reason; cause
نتيجة | natīja | result
حياة | ḥayāh | life
موت | mawt | death
حب | ḥubb | love
سعادة | saʿāda | happiness
خوف | khawf | fear
أمل | amal | hope
حلم | ḥulm | dream
قصة | qiṣṣa | story
تاريخ | tārīkh | history; date
ثقافة | thaqāfa | culture
عِلْم | ʿilm | knowledge; science
دين | dīn | religion
حكومة | ḥukūma | government
رئيس | raʾīs | president; head; boss
شعب | shaʿb | people; nation
حرب | ḥarb | war
سلام | salām | peace
قانون | qānūn | law
شرطة | shurṭa | police
طبيب | ṭabīb | doctor
معلم | muʿallim | teacher
طالب | ṭālib | student
عامل | ʿāmil | worker
شركة | sharika | company
سعر | siʿr | price
خبر | khabar | news (item)
جريدة | jarīda | newspaper
عالَم | ʿālam | world
مكان | makān | place
شيء | shayʾ | thing
جزء | juzʾ | part
نصف | niṣf | half
عدد | ʿadad | number; amount
رقم | raqm | number (digit)
صوت | ṣawt | voice; sound
حق | ḥaqq | right; truth
حفلة | ḥafla | party
هدية | hadiyya | gift; present
عيد | ʿīd | holiday; festival; feast
عطلة | ʿuṭla | holiday; vacation
رحلة | riḥla | trip; journey
رياضة | riyāḍa | sport
موسيقى | mūsīqā | music
لعبة | luʿba | game; toy
غَيْر | ghayr | other than; not; non-
أحس | aḥassa | to feel
خاف | khāfa | to be afraid
صَدَّقَ | ṣaddaqa | to believe
اختار | ikhtāra | to choose
غَيَّرَ | ghayyara | to change
بنى | banā | to build
نجح | najaḥa | to succeed; to pass (an exam)
فاز | fāza | to win
خسر | khasira | to lose
ترك | taraka | to leave; to let
وقف | waqafa | to stop; to stand
أصبح | aṣbaḥa | to become
بقي | baqiya | to stay; to remain
حدث | ḥadatha | to happen
جامعة | jāmiʿa | university
امتحان | imtiḥān | exam
واجب | wājib | homework; duty
صف | ṣaff | class; row
مهندس | muhandis | engineer
مدير | mudīr | manager; director
موظف | muwaẓẓaf | employee
اجتماع | ijtimāʿ | meeting
مشروع | mashrūʿ | project
فرصة | furṣa | opportunity; chance
مثال | mithāl | example
معنى | maʿnā | meaning
صحة | ṣiḥḥa | health
دواء | dawāʾ | medicine; drug
مرض | maraḍ | illness; disease
دم | dam | blood
ألم | alam | pain
غضب | ghaḍab | anger
حرية | ḥurriyya | freedom
مجتمع | mujtamaʿ | society
دولة | dawla | state; country
جيش | jaysh | army
اقتصاد | iqtiṣād | economy
سياسة | siyāsa | politics; policy
جار | jār | neighbor
ضيف | ḍayf | guest
زيارة | ziyāra | visit
طريقة | ṭarīqa | way; method
فيلم | fīlm | film; movie
`,
    },
  ],
};
