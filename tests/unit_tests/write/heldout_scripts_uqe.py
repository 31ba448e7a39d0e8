"""Held-out evaluation batch UQE (English): 30 updates and 20 keep-both traps, written without reading the
library code. Casual lowercase chat with typos, slang and emoji across UK, US, Indian and Australian usage (a few
formal messages), over tattoos, lessons, collecting, clinics, leagues, memberships, carpools, pottery and more."""
from tests.scenarios.model import Scenario, Session, a, e, u

UPDATES = [
    # --- tattoo_and_piercing ---
    Scenario("uqe_en_upd_tattoo_artist_jax", "en",
             [Session(0, [u("finally booked my half sleeve!! marta at ink republic is doing it, shes booked solid till march tho 😩"),
                          a("Exciting! What's the design?"),
                          u("japanese koi + peonies, black n grey")]),
              Session(11, [u("consult at blackthorn studio went unreal, jax totally gets the koi idea and can start on the 14th. deposit paid 🖤")])],
             active=[e(None, "jax")],
             superseded=[e(None, "marta")],
             allowed=[e(None, "koi"), e(None, "peonies"), e(None, "blackthorn"), e(None, "14th"), e(None, "deposit"),
                      e(None, "sleeve")]),
    Scenario("uqe_en_upd_nose_stud_to_hoop", "en",
             [Session(0, [u("got my nose pierced at holy needle on saturday!! tiny silver stud, its a bit throbby ngl"),
                          a("Congrats! Keep it clean with saline and try not to twist it.")]),
              Session(45, [u("piercer gave me the all clear so i finally swapped to a gold hoop 😍 feels so much more me")])],
             active=[e(None, "hoop")],
             superseded=[e(None, "stud")],
             allowed=[e(None, "holy needle"), e(None, "nose"), e(None, "all clear")]),

    # --- instrument_lessons ---
    Scenario("uqe_en_upd_cello_day_chain", "en",
             [Session(0, [u("cello lessons w mrs okafor are tuesdays 5pm, been going since sept"),
                          a("How's it going so far?"),
                          u("slowly lol, bowing is hard")]),
              Session(6, [u("heads up cello got moved to wednesdays, mrs okafor has a choir thing on the other day")]),
              Session(15, [u("and its shifted again 🙄 thursdays at 6 from next week, hopefully for good this time")])],
             active=[e(None, "thursday")],
             superseded=[e(None, "tuesday"), e(None, "wednesday")],
             allowed=[e(None, "okafor"), e(None, "bowing"), e(None, "choir"), e(None, "sept")]),
    Scenario("uqe_en_upd_guitar_teacher_buried", "en",
             [Session(0, [u("taking electric guitar lessons with declan at sound garage, £30 for 45 mins. hes a bit of a shredder lol")]),
              Session(9, [u("hiya! mad week, my sister's hen do planning is eating my life 😩 anyway had my first lesson with priya "
                            "at harmony hub yesterday, shes way more into theory and chord shapes which i need tbh. £25 for the "
                            "hour too. quick q - whats a good free metronome app?")])],
             active=[e(None, "priya")],
             superseded=[e(None, "declan")],
             allowed=[e(None, "harmony"), e(None, "hen do"), e(None, "sister"), e(None, "theory"), e(None, "metronome"),
                      e(None, "25"), e(None, "electric")]),

    # --- language_tutors_and_apps ---
    Scenario("uqe_en_upd_language_app_chain", "en",
             [Session(0, [u("doing spanish on duolingo every morning on the bus, 112 day streak 🔥")]),
              Session(7, [u("gave up on the owl lol, paying for babbel, the grammar explanations are sooo much better")]),
              Session(16, [u("cancelled that subscription too, on busuu these days - the native speaker corrections are lowkey elite")])],
             active=[e(None, "busuu")],
             superseded=[e(None, "duolingo"), e(None, "babbel")],
             allowed=[e(None, "spanish"), e(None, "112"), e(None, "grammar"), e(None, "native")]),
    Scenario("uqe_en_upd_japanese_tutor_aiko", "en",
             [Session(0, [u("my japanese tutor is kenji on italki, we do mondays 7pm, hes v chill"),
                          a("Nice! What level are you at?"),
                          u("about N4, aiming for N3 next dec")]),
              Session(10, [u("had the best trial lesson w aiko-sensei on preply!! she actually corrects my pitch accent. "
                             "booked her for mondays 7pm for the next 2 months 🙏")])],
             active=[e(None, "aiko")],
             superseded=[e(None, "kenji")],
             allowed=[e(None, "preply"), e(None, "monday"), e(None, "n3"), e(None, "n4"), e(None, "pitch"),
                      e(None, "japanese")]),

    # --- swimming_lessons ---
    Scenario("uqe_en_upd_swim_son_day", "en",
             [Session(0, [u("my son does swim lessons at splash academy, saturdays at 9, hes on stage 4")]),
              Session(8, [u("we've moved his swimming to sunday mornings at 10, the 9am slot was clashing with his footie")])],
             active=[e(None, "sunday")],
             superseded=[e(None, "saturday")],
             allowed=[e(None, "splash"), e(None, "stage 4"), e(None, "footie")]),
    Scenario("uqe_en_upd_swim_coach_buried", "en",
             [Session(0, [u("started adult swim lessons at the aquadome last month, coach gareth is working on my breaststroke kick")]),
              Session(12, [u("omg guess what, did my first full length of front crawl without stopping!!! coach nadia at riverside "
                             "pool reckons i'll be doing 400m by summer 🏊‍♀️ also my mum's visiting next weekend, any ideas for "
                             "a rainy day in leeds?")])],
             active=[e(None, "nadia")],
             superseded=[e(None, "gareth")],
             allowed=[e(None, "riverside"), e(None, "crawl"), e(None, "400"), e(None, "mum"), e(None, "leeds"),
                      e(None, "breaststroke")]),

    # --- martial_arts ---
    Scenario("uqe_en_upd_bjj_belt_correction", "en",
             [Session(0, [u("been doing bjj 5 years, blue belt, train at gracie barra mostly nogi"),
                          a("Solid! Do you compete?")]),
              Session(4, [u("lol sorry i got it wrong the other day, im a purple belt, got promoted back in june and my brain "
                            "still hasnt caught up 🤦")])],
             active=[e(None, "purple")],
             superseded=[e(None, "blue")],
             allowed=[e(None, "gracie"), e(None, "nogi"), e(None, "june"), e(None, "5 years")]),
    Scenario("uqe_en_upd_karate_to_taekwondo", "en",
             [Session(0, [u("I train karate at Shotokan Kai on Elm Street with Sensei Hiroshi, Tuesday and Friday nights.")]),
              Session(9, [u("third class at tiger rock taekwondo tonight and my hamstrings are crying 😭 master lee is brutal "
                            "but fair. sold my old gi on vinted lol")])],
             active=[e(None, "taekwondo")],
             superseded=[e(None, "shotokan")],
             allowed=[e(None, "tiger rock"), e(None, "master lee"), e(None, "hamstring"), e(None, "vinted")]),

    # --- horse_riding ---
    Scenario("uqe_en_upd_lesson_horse_buried", "en",
             [Session(0, [u("my riding lessons are at oakfield stables, wednesday evenings, i usually get a chunky cob called biscuit 🐴")]),
              Session(10, [u("hiii hope ur well! my nan's 90th was on sunday, whole family came and she danced lol 🥳 oh and riding "
                             "update - my usual lesson horse went lame so the yard has put me on a big grey mare called luna "
                             "from now on. shes way more forward, any tips for not getting run off with?")])],
             active=[e(None, "luna")],
             superseded=[e(None, "biscuit")],
             allowed=[e(None, "oakfield"), e(None, "wednesday"), e(None, "90th"), e(None, "lame"), e(None, "grey mare")]),

    # --- stamp_and_coin_collecting ---
    Scenario("uqe_en_upd_stamp_focus_chain", "en",
             [Session(0, [u("been collecting GB machins for about 10 yrs, mostly the regionals and the weird shades")]),
              Session(8, [u("sold my british definitives at the york stamp fair, going all in on australian kangaroo issues these days 🦘")]),
              Session(17, [u("aussie stuff got silly pricey on ebay so i offloaded the roos and started on canadian admirals, "
                             "way more affordable")])],
             active=[e(None, "admiral")],
             superseded=[e(None, "machin"), e(None, "kangaroo")],
             allowed=[e(None, "york"), e(None, "ebay"), e(None, "regionals"), e(None, "10 yrs")]),
    Scenario("uqe_en_upd_coin_album_leuchtturm", "en",
             [Session(0, [u("i keep all my coins in a lindner album, the blue leather one, about 300 coins so far")]),
              Session(9, [u("the leuchtturm coin boxes came today!! all 300 fit across 3 trays and they look sooo much nicer "
                            "than pages. labelled every slot 🤓")])],
             active=[e(None, "leuchtturm")],
             superseded=[e(None, "lindner")],
             allowed=[e(None, "300"), e(None, "trays"), e(None, "labelled")]),

    # --- passwords_and_cloud_storage ---
    Scenario("uqe_en_upd_password_manager", "en",
             [Session(0, [u("i use lastpass for everything, passwords, wifi codes, the lot")]),
              Session(6, [u("after that breach i finally migrated the whole vault over to bitwarden, took an entire evening "
                            "but its done. 2fa on too")])],
             active=[e(None, "bitwarden")],
             superseded=[e(None, "lastpass")],
             allowed=[e(None, "breach"), e(None, "2fa"), e(None, "wifi")]),

    # --- charity_donations ---
    Scenario("uqe_en_upd_charity_msf", "en",
             [Session(0, [u("i give £10 a month to oxfam by direct debit, have done since uni")]),
              Session(9, [u("my £15 a month to msf went out on the 1st ❤️ its the only charity i can stretch to on my budget "
                            "so im glad its them, the field hospital stuff is incredible")])],
             active=[e(None, "msf")],
             superseded=[e(None, "oxfam")],
             allowed=[e(None, "budget"), e(None, "hospital"), e(None, "uni"), e(None, "15")]),
    Scenario("uqe_en_upd_charity_amount_buried", "en",
             [Session(0, [u("I donate ₹2000 every month to Akshaya Patra, the midday meal one. Started it last year only.")]),
              Session(7, [u("Hello! Diwali prep is full on at home yaar, mummy has made 6 types of sweets already 😂 Also small "
                            "update - from this month I have increased my Akshaya Patra donation to ₹3500, got my bonus "
                            "finally. Can you suggest some easy rangoli designs for beginners?")])],
             active=[e(None, "3500")],
             superseded=[e(None, "2000")],
             allowed=[e(None, "akshaya"), e(None, "diwali"), e(None, "sweets"), e(None, "bonus"), e(None, "rangoli"),
                      e(None, "midday")]),

    # --- kitchen_appliances ---
    Scenario("uqe_en_upd_mixer_kitchenaid", "en",
             [Session(0, [u("my kenwood chef mixer is my baby, use it every weekend for bread and cakes")]),
              Session(8, [u("the kitchenaid artisan in pistachio looks sooo good on the counter 😍 first sourdough in it came "
                            "out perfect. gave my old mixer to my niece, shes off to uni in sept")])],
             active=[e(None, "kitchenaid")],
             superseded=[e(None, "kenwood")],
             allowed=[e(None, "pistachio"), e(None, "sourdough"), e(None, "niece"), e(None, "bread")]),

    # --- family_doctor_and_clinic ---
    Scenario("uqe_en_upd_gp_okonkwo", "en",
             [Session(0, [u("my GP is Dr Patel at Greenway Surgery, been with her for like 8 years")]),
              Session(20, [u("the surgery merged with another practice and i got reassigned, so my doctor is dr okonkwo at "
                             "parkside medical from this month. she seems nice tho")])],
             active=[e(None, "okonkwo")],
             superseded=[e(None, "patel")],
             allowed=[e(None, "parkside"), e(None, "merged"), e(None, "8 years")]),
    Scenario("uqe_en_upd_family_gp_buried", "en",
             [Session(0, [u("our family gp is dr nguyen at the bondi junction clinic, shes been seeing the kids since they were babies")]),
              Session(14, [u("g'day! massive week, the footy grand final was unreal 🏉 took the kids to dr sarah walsh at coogee "
                             "family practice for their jabs yesterday arvo, shes lovely and bulk bills too. shes doing my own "
                             "checkup next month. btw any tips for keeping a 4yo still for needles lol")])],
             active=[e(None, "walsh")],
             superseded=[e(None, "nguyen")],
             allowed=[e(None, "coogee"), e(None, "footy"), e(None, "jabs"), e(None, "bulk bill"), e(None, "checkup"),
                      e(None, "4yo"), e(None, "kids")]),

    # --- scouts_and_youth_groups ---
    Scenario("uqe_en_upd_cub_leader_role", "en",
             [Session(0, [u("i help out with the 1st milton cub pack on thursday nights, assistant leader, mostly do the crafts and badge stuff")]),
              Session(12, [u("plot twist, akela moved to scotland so ive stepped up to be cubmaster from this term 😅 send help")])],
             active=[e(None, "cubmaster")],
             superseded=[e(None, "assistant")],
             allowed=[e(None, "milton"), e(None, "thursday"), e(None, "akela"), e(None, "badge"), e(None, "crafts"),
                      e(None, "scotland")]),

    # --- darts_bowling_leagues ---
    Scenario("uqe_en_upd_darts_team_crown", "en",
             [Session(0, [u("i throw for the red lion in the tuesday night darts league, we're mid table lol")]),
              Session(10, [u("won my first leg for the crown & anchor last night 🎯 lads there are sound, and we're top of the table already")])],
             active=[e(None, "crown")],
             superseded=[e(None, "red lion")],
             allowed=[e(None, "anchor"), e(None, "tuesday"), e(None, "table")]),
    Scenario("uqe_en_upd_bowling_average_buried", "en",
             [Session(0, [u("bowling league on thursdays at hollywood bowl, my average is 162 which im weirdly proud of")]),
              Session(11, [u("mate what a night, gaz's 40th drinks then straight to league lol. my average has gone up to 178 "
                             "over the last season 😎 anyway whats a decent ball for a bigger hook? budget like £150")])],
             active=[e(None, "178")],
             superseded=[e(None, "162")],
             allowed=[e(None, "gaz"), e(None, "40th"), e(None, "hook"), e(None, "150"), e(None, "hollywood"),
                      e(None, "thursday")]),

    # --- translation_and_interpreting_work ---
    Scenario("uqe_en_upd_translation_rate", "en",
             [Session(0, [u("i charge €0.09 per word for german to english, mostly technical manuals")]),
              Session(9, [u("quoted a client €0.12 a word for de>en yesterday and they didnt even blink 😅 shouldve done this "
                            "ages ago. sent the same rate to my two regulars this morning and nobody complained")])],
             active=[e(None, "0.12")],
             superseded=[e(None, "0.09")],
             allowed=[e(None, "german"), e(None, "manuals"), e(None, "regulars")]),

    # --- carpools_and_school_runs ---
    Scenario("uqe_en_upd_carpool_day_friday", "en",
             [Session(0, [u("I'm on the carpool rota for the kids' cricket practice. I drive every Wednesday, usually four children.")]),
              Session(9, [u("The rota got reshuffled at the parents' meeting. My turn is Fridays from next week, and the "
                            "Hendersons have taken over my old day.")])],
             active=[e(None, "friday")],
             superseded=[e(None, "wednesday")],
             allowed=[e(None, "cricket"), e(None, "henderson"), e(None, "four children")]),

    # --- skincare_and_makeup ---
    Scenario("uqe_en_upd_moisturiser_correction", "en",
             [Session(0, [u("my go to moisturiser rn is the cerave pm lotion, my skins been loving it"),
                          a("That's a great barrier-friendly pick.")]),
              Session(3, [u("wait sorry i got that wrong the other day 🙈 my moisturiser is the la roche-posay toleriane one, "
                            "i mixed it up with my sister's tub")])],
             active=[e(None, "toleriane")],
             superseded=[e(None, "cerave")],
             allowed=[e(None, "sister"), e(None, "roche")]),
    Scenario("uqe_en_upd_foundation_shade", "en",
             [Session(0, [u("my foundation shade is fenty 220 only, took forever to find a match yaar")]),
              Session(60, [u("went a shade darker after summer na, im on fenty 240 now and its perfect")])],
             active=[e(None, "240")],
             superseded=[e(None, "220")],
             allowed=[e(None, "summer")]),

    # --- parking_and_garage ---
    Scenario("uqe_en_upd_parking_permit_tesco", "en",
             [Session(0, [u("i park at the ncp on station road every day, £9 a day which is daylight robbery")]),
              Session(12, [u("first month on the council permit behind tesco done 🙌 £55 a month and a 2 min walk from my door, "
                             "cant believe how much i was throwing away on daily tickets")])],
             active=[e(None, "tesco")],
             superseded=[e(None, "ncp")],
             allowed=[e(None, "55"), e(None, "permit"), e(None, "council")]),

    # --- meditation_and_therapy ---
    Scenario("uqe_en_upd_therapy_day_correction", "en",
             [Session(0, [u("my therapist is dr holt, i see her every other wednesday at 4, its been really helping with the anxiety")]),
              Session(5, [u("ugh sorry i had my days mixed up when i told you about therapy, its every other thursday at 4 with "
                            "dr holt, not the day i said")])],
             active=[e(None, "thursday")],
             superseded=[e(None, "wednesday")],
             allowed=[e(None, "holt"), e(None, "anxiety")]),

    # --- ceramics_and_pottery ---
    Scenario("uqe_en_upd_studio_price_correction", "en",
             [Session(0, [u("studio membership at clayworks is £85 a month, includes firings and 24/7 access")]),
              Session(6, [u("oops i told u the wrong price for clayworks, its £95 a month, i was thinking of last years rate")])],
             active=[e(None, "95")],
             superseded=[e(None, "85")],
             allowed=[e(None, "clayworks"), e(None, "firings"), e(None, "24/7")]),

    # --- museum_and_gallery_memberships ---
    Scenario("uqe_en_upd_tate_membership_chain", "en",
             [Session(0, [u("got myself a tate membership for my bday, individual one, cant wait for the turbine hall thing")]),
              Session(7, [u("upgraded my tate to joint so jess can come with me without paying")]),
              Session(19, [u("baby's here 🥹 bumped the tate up to the family tier so all 3 of us are covered, first visit at 6 weeks lol")])],
             active=[e(None, "tate", "family")],
             superseded=[e(None, "tate", "individual"), e(None, "tate", "joint")],
             allowed=[e(None, "jess"), e(None, "baby"), e(None, "turbine"), e(None, "bday")]),
]

KEEP_BOTH = [
    Scenario("uqe_en_keep_piercing_second_conch", "en",
             [Session(0, [u("got my left helix done at holy needle last month, healing nicely 🤞")]),
              Session(9, [u("went back n got a conch on the right ear too lol, the piercer says they'll look cute stacked")])],
             active=[e(None, "helix"), e(None, "conch")],
             allowed=[e(None, "holy needle"), e(None, "right ear"), e(None, "stacked")]),
    Scenario("uqe_en_keep_violin_plus_ukulele", "en",
             [Session(0, [u("been learning violin for just over a year, grade 2 exam in may 😬")]),
              Session(8, [u("picked up a ukulele as well, just for fun on weekends, its sooo much easier on the fingers lol")])],
             active=[e(None, "violin"), e(None, "ukulele")],
             allowed=[e(None, "grade 2"), e(None, "weekend")]),
    Scenario("uqe_en_keep_lipstick_by_context", "en",
             [Session(0, [u("for work i always wear a matte red, mac ruby woo, it lasts thru all my meetings")]),
              Session(5, [u("for nights out tho i go full glossy, fenty gloss bomb every time ✨")])],
             active=[e(None, "ruby"), e(None, "gloss bomb")],
             allowed=[e(None, "matte"), e(None, "meetings"), e(None, "nights out")]),
    Scenario("uqe_en_keep_parking_travel_temp", "en",
             [Session(0, [u("my parking space at the office is bay 14 in the basement, took me a year on the waitlist lol")]),
              Session(10, [u("in edinburgh for a conference all week, parking at the q-park on castle terrace till friday, costs a bomb 💸")])],
             active=[e(None, "bay")],
             allowed=[e(None, "edinburgh"), e(None, "castle"), e(None, "q-park"), e(None, "conference"),
                      e(None, "waitlist")]),
    Scenario("uqe_en_keep_french_second_tutor", "en",
             [Session(0, [u("french tutor is claire, we do thursdays on zoom, shes amazing with the subjunctive stuff")]),
              Session(7, [u("also found a conversation partner called luc on tandem, we chat saturday mornings and i help him w his english")])],
             active=[e(None, "claire"), e(None, "luc")],
             allowed=[e(None, "tandem"), e(None, "thursday"), e(None, "saturday"), e(None, "zoom"),
                      e(None, "subjunctive")]),
    Scenario("uqe_en_keep_swim_two_days", "en",
             [Session(0, [u("swim lessons tuesdays at hillside lido, still working on my tumble turns")]),
              Session(8, [u("joined the masters squad on thursday nights too, totally diff vibe, way more lengths and less chat lol")])],
             active=[e(None, "tuesday"), e(None, "masters")],
             allowed=[e(None, "hillside"), e(None, "thursday"), e(None, "tumble")]),
    Scenario("uqe_en_keep_muay_thai_brother_change", "en",
             [Session(0, [u("i do muay thai at siam fight club, mondays and thursdays, 2 yrs in")]),
              Session(6, [u("my brother just quit boxing and signed up for krav maga 😂 he keeps trying moves on me at family dinners")])],
             active=[e(None, "siam")],
             allowed=[e(None, "brother"), e(None, "krav"), e(None, "boxing"), e(None, "monday"), e(None, "muay")]),
    Scenario("uqe_en_keep_horse_considering_school", "en",
             [Session(0, [u("i ride at hollybush farm every sunday morning, on a lovely old gelding called mister")]),
              Session(9, [u("been thinking about maybe trying pinewood riding school at some point, they do jumping clinics. "
                            "idk tho, i really love my yard and mister")])],
             active=[e(None, "hollybush")],
             allowed=[e(None, "pinewood"), e(None, "jumping"), e(None, "mister"), e(None, "sunday")]),
    Scenario("uqe_en_keep_second_collecting_society", "en",
             [Session(0, [u("I'm a member of the Birmingham Philatelic Society, we meet the first Monday of the month.")]),
              Session(12, [u("joined the british numismatic society as well for the coin side of things, first meeting next month")])],
             active=[e(None, "philatelic"), e(None, "numismatic")],
             allowed=[e(None, "birmingham"), e(None, "monday"), e(None, "coin")]),
    Scenario("uqe_en_keep_cloud_dropbox_plus_mega", "en",
             [Session(0, [u("all my documents n scans live on dropbox, paying for the 2tb plan")]),
              Session(7, [u("for the band recordings i use mega too, the free 20gb is plenty for that and sharing links w the lads is easy")])],
             active=[e(None, "dropbox"), e(None, "mega")],
             allowed=[e(None, "2tb"), e(None, "band"), e(None, "20gb")]),
    Scenario("uqe_en_keep_therapy_question_emdr", "en",
             [Session(0, [u("i see a counsellor called rosalind through the nhs, fortnightly on fridays")]),
              Session(8, [u("random q but whats the actual difference between cbt and emdr? would emdr maybe suit me better than "
                            "just talking stuff through? not planning anything, just curious")])],
             active=[e(None, "rosalind")],
             allowed=[e(None, "nhs"), e(None, "friday"), e(None, "emdr"), e(None, "cbt")]),
    Scenario("uqe_en_keep_charity_one_off", "en",
             [Session(0, [u("i give £20 a month to shelter, have done for years")]),
              Session(6, [u("just did a one-off £50 to the earthquake appeal, couldnt watch the news and do nothing 😢")])],
             active=[e(None, "shelter")],
             allowed=[e(None, "earthquake"), e(None, "50"), e(None, "20")]),
    Scenario("uqe_en_keep_slow_cooker_plus_instant_pot", "en",
             [Session(0, [u("my crockpot 6.5l slow cooker is doing overtime this winter, stews every sunday")]),
              Session(9, [u("also got an instant pot duo in the black friday sale for the pressure cooking stuff, the slow cooker stays for stews tho")])],
             active=[e(None, "crockpot"), e(None, "instant pot")],
             allowed=[e(None, "black friday"), e(None, "stews"), e(None, "6.5"), e(None, "pressure")]),
    Scenario("uqe_en_keep_physio_one_off", "en",
             [Session(0, [u("physio at the clinic every monday 8am for my knee, 6 sessions left")]),
              Session(5, [u("this weeks physio got bumped to wednesday cos my physio's on a course, back to normal after")])],
             active=[e(None, "monday")],
             allowed=[e(None, "wednesday"), e(None, "knee"), e(None, "course"), e(None, "6 sessions")]),
    Scenario("uqe_en_keep_sea_scouts_plus_cadets", "en",
             [Session(0, [u("my son's in the sea scouts, fridays at the boathouse, he loves the kayaking")]),
              Session(10, [u("he joined the army cadets too, wednesday evenings. proud mum moment 🥲")])],
             active=[e(None, "sea scouts"), e(None, "cadets")],
             allowed=[e(None, "friday"), e(None, "wednesday"), e(None, "kayak"), e(None, "boathouse")]),
    Scenario("uqe_en_keep_darts_plus_bowling", "en",
             [Session(0, [u("darts league is mondays at the swan, im captain this season")]),
              Session(7, [u("started a bowling league on sundays with the in-laws, y'all i am absolutely shocking at it 😂")])],
             active=[e(None, "swan"), e(None, "bowling")],
             allowed=[e(None, "captain"), e(None, "in-laws"), e(None, "sunday"), e(None, "monday")]),
    Scenario("uqe_en_keep_translation_second_pair", "en",
             [Session(0, [u("I translate Spanish to English, mostly legal contracts and court documents.")]),
              Session(11, [u("also started taking portuguese to english jobs, my portuguese is decent after 2 yrs in lisbon")])],
             active=[e(None, "spanish"), e(None, "portuguese")],
             allowed=[e(None, "legal"), e(None, "lisbon"), e(None, "contracts")]),
    Scenario("uqe_en_keep_museum_considering", "en",
             [Session(0, [u("im a friend of the royal academy, love the summer exhibition every year")]),
              Session(9, [u("is the british museum membership worth it do u reckon? might look into it next year, not sure id use both tho")])],
             active=[e(None, "royal academy")],
             allowed=[e(None, "british museum"), e(None, "summer exhibition")]),
    Scenario("uqe_en_keep_carpool_friend_change", "en",
             [Session(0, [u("i carpool w jen for the kids' drama club, she does tuesdays and i do thursdays")]),
              Session(8, [u("jen's hubby is doing her tuesday runs for a few weeks while she recovers from her knee op, so im "
                            "just texting him instead lol")])],
             active=[e(None, "thursday")],
             allowed=[e(None, "jen"), e(None, "hubby"), e(None, "knee"), e(None, "tuesday"), e(None, "drama")]),
    Scenario("uqe_en_keep_pottery_one_off", "en",
             [Session(0, [u("pottery class is thursdays at 7 with ingrid, we're doing lidded jars this term")]),
              Session(6, [u("no class this week, ingrid's away at a raku festival so shes running a one-off saturday workshop to make up for it")])],
             active=[e(None, "thursday")],
             allowed=[e(None, "saturday"), e(None, "raku"), e(None, "ingrid"), e(None, "jars")]),
]

HELDOUT_UQE = UPDATES + KEEP_BOTH
