"""Held-out evaluation batch ZE (English) for the memory write path.

Written without reading the library code. Style notes: casual lowercase chat, typos ("rember",
"remeber", "u", "thx"), UK / US / Indian / Australian / Canadian English, a few formal messages,
emoji, some Hinglish ("yaar", "note kar lo"). Keywords are literal substrings the user typed
(proper nouns, numbers, distinctive stems); `never` lists only hold questions, task content,
chatty asides, feelings of the moment and other people's trivia.
Domains: wind turbines, shipping/freight, museum curation, sign-language interpreting, perfumery,
cheese making, bouldering/climbing, circus, bookbinding, organ building, beer brewing, paragliding,
mining, power plant operation, sommelier, radio hosting, court stenography, actuarial work,
tailoring, amateur radio, genealogy, coin collecting, birdwatching, cricket, curling, roller derby,
archery, zookeeping, emergency dispatch, welding, plumbing/gas, bartending, podcasting, animation,
typography, dance (salsa/ballet), model railways, fungus foraging, solar installation, wastewater,
contract bridge, poker, speedcubing, marine biology, social work, tennis, golf, sea kayaking,
caving, hot air ballooning, paramedics, small talk.
Mix: CASUAL 30, EXPLICIT 25, BURIED 15, UPDATES 15, TRAPS 15 (100 scripts).
"""
from tests.scenarios.model import Scenario, Session, a, e, u

# ---------------------------------------------------------------------------
# CASUAL: durable facts said in passing, with a question or chat around them
# ---------------------------------------------------------------------------
CASUAL = [
    Scenario("ze_en_windturbine_esbjerg", "en",
             [Session(0, [u("just got down from a nacelle in 40 knot gusts lol. i'm a wind turbine tech out of "
                            "esbjerg, mostly vestas V164s. any tips for keeping fingers warm inside work gloves?"),
                          a("Thin merino liner gloves under your work gloves help a lot, and so do chemical hand warmers."),
                          u("cheers, will try that")])],
             active=[e(None, "turbine", "Esbjerg")],
             allowed=[e(None, "V164")],
             never=["fingers warm", "40 knot", "cheers"]),
    Scenario("ze_en_shipping_rotterdam", "en",
             [Session(0, [u("i work as a freight forwarder in rotterdam, mostly reefer containers going to south "
                            "america. quick q, whats the diff between FOB and CIF again? i always mix them up"),
                          a("Under FOB the buyer takes over risk once goods are loaded; under CIF the seller also "
                            "pays cost, insurance and freight to the destination port."),
                          u("ahh right ok thx")])],
             active=[e(None, "freight forwarder", "Rotterdam")],
             allowed=[e(None, "reefer")],
             never=["CIF", "mix them up"]),
    Scenario("ze_en_museum_whitworth", "en",
             [Session(0, [u("Good afternoon. I'm an assistant curator of textiles at the Whitworth in Manchester, "
                            "and I'm drafting a label for an 18th-century silk waistcoat. Could you suggest a more "
                            "engaging opening line?"),
                          a("How about: 'Someone wore this to be noticed.'"),
                          u("That works nicely, thank you.")])],
             active=[e(None, "curator", "Whitworth")],
             allowed=[e(None, "textiles")],
             never=["waistcoat", "opening line"]),
    Scenario("ze_en_signlang_bsl_leeds", "en",
             [Session(0, [u("hiya! qualified as a BSL interpreter last spring 🙌 doing mostly NHS appointments "
                            "round leeds now. whats a good wrist stretch?? my hands are killing me after a 3 hr "
                            "session")])],
             active=[e(None, "BSL", "interpreter")],
             allowed=[e(None, "Leeds"), e(None, "NHS")],
             never=["wrist stretch", "killing me"]),
    Scenario("ze_en_perfumery_grasse", "en",
             [Session(0, [u("bonjour from grasse 🌸 i'm in my second year at a perfumery school here, training to "
                            "be a nose. is it weird that i cant stand the smell of patchouli anymore haha"),
                          a("Not weird at all — olfactory fatigue and overexposure are very common in training."),
                          u("lol fair")])],
             active=[e(None, "perfum", "Grasse")],
             allowed=[e(None, "patchouli"), e(None, "nose")],
             never=["lol fair", "is it weird"]),
    Scenario("ze_en_cheese_somerset", "en",
             [Session(0, [u("me and my dad run a small cheese dairy in somerset, we make clothbound cheddar. "
                            "what humidity should a cave ageing room be at? ours keeps drifting")])],
             active=[e(None, "cheese", "Somerset")],
             allowed=[e(None, "cheddar"), e(None, "dad")],
             never=["humidity", "drifting"]),
    Scenario("ze_en_climbing_first_v5", "en",
             [Session(0, [u("FINALLY sent my first V5 at the depot last night!! 🧗 been bouldering 3x a week since "
                            "january. my skin is wrecked tho, what do u recommend for split tips"),
                          a("Congrats! File calluses down, use a climbing balm at night and superglue for deep splits."),
                          u("superglue lmao ok")])],
             active=[e(None, "boulder")],
             allowed=[e(None, "V5"), e(None, "Depot"), e(None, "3x")],
             never=["split tips", "superglue", "wrecked"]),
    Scenario("ze_en_circus_silks_montreal", "en",
             [Session(0, [u("i teach aerial silks at a circus school in montreal, mostly kids on weekends. can you "
                            "help me think of a fun name for a beginner routine? something with birds maybe")])],
             active=[e(None, "silks", "Montreal")],
             allowed=[e(None, "kids"), e(None, "weekend")],
             never=["birds", "fun name"]),
    Scenario("ze_en_bookbinding_coptic", "en",
             [Session(0, [u("been getting into bookbinding lately, doing coptic stitch journals mostly. btw what "
                            "glue is archival safe? is pva ok"),
                          a("Neutral pH PVA is generally considered archival; wheat starch paste is the classic reversible option."),
                          u("ooh ok")])],
             active=[e(None, "bookbinding")],
             allowed=[e(None, "coptic")],
             never=["PVA", "wheat starch"]),
    Scenario("ze_en_organbuilding_adelaide", "en",
             [Session(0, [u("g'day, i'm an apprentice at an organ builder in adelaide, voicing reed pipes is doing "
                            "my head in this week. anyway whats a good podcast for long drives to country churches")])],
             active=[e(None, "organ", "Adelaide")],
             allowed=[e(None, "apprentice"), e(None, "reed")],
             never=["podcast", "doing my head in"]),
    Scenario("ze_en_brewing_grainfather", "en",
             [Session(0, [u("brew day! doing a hazy IPA with citra and mosaic. i homebrew in my garage on a 50 litre "
                            "grainfather. what temp should i dry hop at?"),
                          a("Most people dry hop hazies around 15–18 °C, some do a biotransformation charge during active fermentation."),
                          u("sweet")])],
             active=[e(None, "brew")],
             allowed=[e(None, "Grainfather"), e(None, "garage"), e(None, "citra")],
             never=["dry hop", "biotransformation"]),
    Scenario("ze_en_paragliding_p2", "en",
             [Session(0, [u("just passed my P2 paragliding rating in interlaken 🪂🪂 next goal is learning to "
                            "thermal properly. which brand of vario should i look at?")])],
             active=[e(None, "P2", "paragliding")],
             allowed=[e(None, "Interlaken"), e(None, "thermal")],
             never=["vario"]),
    Scenario("ze_en_mining_pilbara", "en",
             [Session(0, [u("mate i'm on a 2 weeks on 1 off FIFO roster at an iron ore mine in the pilbara, drive a "
                            "haul truck. whats something useful i could learn on my phone at night in the donga"),
                          a("Maybe a language app, or a short course in something like bookkeeping or drafting."),
                          u("yeah nah maybe")])],
             active=[e(None, "Pilbara")],
             allowed=[e(None, "haul truck"), e(None, "FIFO"), e(None, "iron ore")],
             never=["learn on", "yeah nah"]),
    Scenario("ze_en_powerplant_nightshift", "en",
             [Session(0, [u("control room operator at a gas-fired power station here, doing 12 hr nights this month. "
                            "any ideas for a healthy 3am snack that isnt crisps? the vending machine is my enemy")])],
             active=[e(None, "control room", "gas")],
             allowed=[e(None, "night")],
             never=["crisps", "vending machine"]),
    Scenario("ze_en_sommelier_capetown", "en",
             [Session(0, [u("I'm a sommelier at a wine bar in Cape Town and I'm sitting my WSET Diploma in June. "
                            "Quick one: is Pinotage usually served slightly chilled?"),
                          a("Lighter styles can take a light chill, around 14–16 °C; fuller ones a touch warmer.")])],
             active=[e(None, "sommelier", "Cape Town"), e(None, "WSET", "June")],
             never=["chilled"]),
    Scenario("ze_en_radio_breakfast_cork", "en",
             [Session(0, [u("i host the breakfast show on a community radio station in cork, on air 6 to 9 weekdays. "
                            "give me a fun 'on this day' fact i can use tomorrow?")])],
             active=[e(None, "breakfast show", "Cork")],
             allowed=[e(None, "weekday")],
             never=["on this day"]),
    Scenario("ze_en_stenography_luminex", "en",
             [Session(0, [u("court reporter here (stenographer), i write around 225 wpm on my luminex. what's a "
                            "decent chair for long depositions, my lower back is not happy")])],
             active=[e(None, "stenographer")],
             allowed=[e(None, "225"), e(None, "Luminex")],
             never=["chair", "not happy"]),
    Scenario("ze_en_actuarial_edinburgh", "en",
             [Session(0, [u("pensions actuary in edinburgh, so basically i live in excel models all day 😅 is a "
                            "mechanical keyboard actually worth it for heavy spreadsheet work?"),
                          a("Many heavy Excel users like them for the tactile feedback; a numpad is the key feature."),
                          u("hmm ok")])],
             active=[e(None, "actuary", "Edinburgh")],
             never=["keyboard", "numpad"]),
    Scenario("ze_en_tailoring_savile_row", "en",
             [Session(0, [u("just started as a trainee cutter at a tailor on savile row 😬 the senior cutters are "
                            "terrifying. whats the actual difference between bespoke and made to measure? customers "
                            "keep asking and i freeze")])],
             active=[e(None, "cutter", "Savile Row")],
             never=["terrifying", "made to measure", "freeze"]),
    Scenario("ze_en_hamradio_callsign", "en",
             [Session(0, [u("73! lol sorry, habit. i'm a licensed ham, callsign M0XKT, mostly on 20m FT8. can u "
                            "explain a dipole's feed point impedance in simple terms?")])],
             active=[e(None, "M0XKT")],
             allowed=[e(None, "FT8"), e(None, "20m")],
             never=["impedance", "feed point"]),
    Scenario("ze_en_genealogy_mayo", "en",
             [Session(0, [u("doing my family tree on ancestry, traced my dad's side back to a village in county "
                            "mayo in the 1840s 🍀 how do i even read old irish census records, the handwriting is "
                            "insane")])],
             active=[e(None, "family tree")],
             allowed=[e(None, "Mayo"), e(None, "Ancestry")],
             never=["handwriting", "census records"]),
    Scenario("ze_en_numismatics_british_india", "en",
             [Session(0, [u("I collect old coins, mainly British India ones from before 1947. Yesterday only I got "
                            "a 1918 one rupee silver coin at Chor Bazaar for 800 rupees! How do I clean it without "
                            "damaging?"),
                          a("Please don't clean it — cleaning destroys the patina and most of the value.")])],
             active=[e(None, "coin", "British India")],
             allowed=[e(None, "1918"), e(None, "Chor Bazaar")],
             never=["clean it", "patina"]),
    Scenario("ze_en_birdwatching_rainham", "en",
             [Session(0, [u("my local patch is rainham marshes, i go every sunday morning with the bins. saw a "
                            "bittern today!!! is that rare in feb?")])],
             active=[e(None, "Rainham", "Sunday")],
             allowed=[e(None, "bittern")],
             never=["rare in"]),
    Scenario("ze_en_cricket_wicketkeeper", "en",
             [Session(0, [u("i keep wicket for a 3rd XI side in the sunday league in birmingham. any drills for "
                            "standing up to the spinners? i keep snatching at it")])],
             active=[e(None, "wicket")],
             allowed=[e(None, "Birmingham"), e(None, "3rd XI")],
             never=["drills", "snatching"]),
    Scenario("ze_en_curling_winnipeg", "en",
             [Session(0, [u("so i'm skip on a mixed curling team in winnipeg, we play tuesday nights. how do i get "
                            "my lead to sweep harder without being a jerk about it lol"),
                          a("Frame it as a team target — e.g. agree on sweeping calls before the game."),
                          u("ok that's fair, thanks eh")])],
             active=[e(None, "curling", "Winnipeg")],
             allowed=[e(None, "Tuesday"), e(None, "skip")],
             never=["jerk", "sweep harder"]),
    Scenario("ze_en_rollerderby_jammer", "en",
             [Session(0, [u("skating as a jammer for the london rollergirls B team now 💪 derby name is Kale Storm. "
                            "what should i eat before a bout so i don't feel sick?")])],
             active=[e(None, "jammer")],
             allowed=[e(None, "Kale Storm"), e(None, "Rollergirls")],
             never=["eat before", "feel sick"]),
    Scenario("ze_en_archery_compound_utrecht", "en",
             [Session(0, [u("I shoot compound archery, 50m, at a club near Utrecht. my release keeps punching "
                            "under pressure. any mental tricks?")])],
             active=[e(None, "compound", "archery")],
             allowed=[e(None, "Utrecht"), e(None, "50m")],
             never=["punching", "mental tricks"]),
    Scenario("ze_en_zookeeping_chester", "en",
             [Session(0, [u("I'm a keeper at Chester Zoo on the South American section, so tapirs and giant otters "
                            "mostly. Random one: do otters actually hold hands when they sleep? Visitors ask me "
                            "every single day"),
                          a("Sea otters do, to avoid drifting apart; giant otters don't really."),
                          u("ha, good to know")])],
             active=[e(None, "Chester Zoo")],
             allowed=[e(None, "tapir"), e(None, "South American")],
             never=["hold hands", "drifting apart"]),
    Scenario("ze_en_dispatch_phoenix", "en",
             [Session(0, [u("911 dispatcher in phoenix, 4 years in. had a rough call tonight, not gonna get into it. "
                            "can you recommend a chill show to watch to switch off?")])],
             active=[e(None, "dispatcher", "Phoenix")],
             allowed=[e(None, "4 years")],
             never=["rough call", "chill show"]),
    Scenario("ze_en_welding_tig_nightclass", "en",
             [Session(0, [u("im learning TIG welding at night classes at the tech college, tuesdays and thursdays. "
                            "aluminium is kicking my butt. why does my tungsten keep getting contaminated??"),
                          a("Usually it's dipping into the puddle or filler touching the electrode — try a longer "
                            "stickout and steadier arc length.")])],
             active=[e(None, "TIG")],
             allowed=[e(None, "Tuesday"), e(None, "night class")],
             never=["kicking", "contaminated"]),
]

# ---------------------------------------------------------------------------
# EXPLICIT: explicit remember-requests, cue in varied positions and forms
# ---------------------------------------------------------------------------
EXPLICIT = [
    Scenario("ze_en_plumbing_gas_safe_number", "en",
             [Session(0, [u("remember that my Gas Safe registration number is 614882 — i keep having to dig it out "
                            "for every quote 🙄")])],
             active=[e(None, "614882")],
             allowed=[e(None, "Gas Safe")],
             never=["dig it out"]),
    Scenario("ze_en_bartending_bramble_shifts", "en",
             [Session(0, [u("ugh my feet 😩 anyway, note that i work the late shift at Bramble on fridays and "
                            "saturdays, so don't plan stuff for me those nights")])],
             active=[e(None, "Bramble", "Friday")],
             allowed=[e(None, "Saturday")],
             never=["feet"]),
    Scenario("ze_en_podcasting_small_hours", "en",
             [Session(0, [u("my podcast 'Small Hours' drops a new episode every other wednesday, and we record on "
                            "mondays. can you remember that?"),
                          a("Got it."),
                          u("ta")])],
             active=[e(None, "Small Hours", "Wednesday"), e(None, "record", "Monday")],
             never=["can you remember"]),
    Scenario("ze_en_animation_cartoon_saloon", "en",
             [Session(0, [u("Don't forget this!! 😭 I start at Cartoon Saloon in Kilkenny on 3 March as a 2D "
                            "layout artist. Still can't believe it honestly.")])],
             active=[e(None, "Cartoon Saloon", "March")],
             allowed=[e(None, "layout"), e(None, "Kilkenny")],
             never=["can't believe"]),
    Scenario("ze_en_typography_hated_fonts", "en",
             [Session(0, [u("pls rember i hate comic sans and papyrus, never suggest them for my client work lol. "
                            "my eyes")])],
             active=[e(None, "Comic Sans", "Papyrus")],
             never=["my eyes"]),
    Scenario("ze_en_dance_salsa_thursday", "en",
             [Session(0, [u("Could you store that my salsa classes are at Bailamos on Thursdays at 8pm? I keep "
                            "double-booking myself, it's embarrassing.")])],
             active=[e(None, "salsa", "Thursday")],
             allowed=[e(None, "Bailamos"), e(None, "8")],
             never=["double-booking", "embarrassing"]),
    Scenario("ze_en_modelrail_oo_gauge", "en",
             [Session(0, [u("For future reference: my layout is OO gauge, DCC controlled, set in 1950s Cornwall. "
                            "Makes life easier when I ask you about locos."),
                          a("Noted — OO, DCC, 1950s Cornwall.")])],
             active=[e(None, "OO gauge")],
             allowed=[e(None, "DCC"), e(None, "Cornwall"), e(None, "1950s")],
             never=["life easier"]),
    Scenario("ze_en_foraging_fungus_group", "en",
             [Session(0, [u("keep in mind i'm in the Hampshire Fungus Recording Group, we do forays every second "
                            "saturday. so if i send you pics it's for ID, not for dinner 😂")])],
             active=[e(None, "Hampshire", "Fungus")],
             allowed=[e(None, "Saturday"), e(None, "foray")],
             never=["dinner"]),
    Scenario("ze_en_solar_two_numbers", "en",
             [Session(0, [u("note down two things for me: van reg is KX19 PLM and my MCS installer number is "
                            "NAP-44719. thx")])],
             active=[e(None, "KX19"), e(None, "44719")],
             never=["thx"]),
    Scenario("ze_en_wastewater_on_call", "en",
             [Session(0, [u("Kindly note that I am on call for the sewage treatment plant every alternate weekend. "
                            "So please don't schedule anything for me on those weekends only.")])],
             active=[e(None, "on call", "sewage")],
             allowed=[e(None, "weekend")]),
    Scenario("ze_en_bridge_partner_margaret", "en",
             [Session(0, [u("So my bridge partner is Margaret — please remember her name, I'm hopeless with names — "
                            "and we play at the Acol club on Wednesday afternoons.")])],
             active=[e(None, "Margaret")],
             allowed=[e(None, "Acol"), e(None, "Wednesday")],
             never=["hopeless"]),
    Scenario("ze_en_poker_bankroll_rule", "en",
             [Session(0, [u("remember: my bankroll rule is never buy into a tournament for more than 2% of the "
                            "roll. hold me to it pls 😤 last night was a disaster")])],
             active=[e(None, "2%")],
             allowed=[e(None, "bankroll")],
             never=["disaster", "last night"]),
    Scenario("ze_en_speedcubing_uk_open_pb", "en",
             [Session(0, [u("can u keep track of this: my 3x3 PB is 11.84 seconds, set at the UK Open. want to see "
                            "if i improve over the year")])],
             active=[e(None, "11.84")],
             allowed=[e(None, "UK Open")]),
    Scenario("ze_en_marinebio_discovery_cruise", "en",
             [Session(0, [u("Please make a note: I will be at sea on the RRS Discovery from 2 to 29 October, with no "
                            "internet apart from a weekly email."),
                          a("Noted. Good luck on the cruise!"),
                          u("Thank you, much appreciated.")])],
             active=[e(None, "Discovery", "October")],
             allowed=[e(None, "email")],
             never=["much appreciated"]),
    Scenario("ze_en_socialwork_bristol", "en",
             [Session(0, [u("remember i'm a child protection social worker in bristol, so when i ask about "
                            "safeguarding stuff it's for work, not my personal life")])],
             active=[e(None, "social worker", "Bristol")]),
    Scenario("ze_en_tennis_string_tension", "en",
             [Session(0, [u("save this pls. stringing: 52 lbs, RPM Blast 1.25. i ALWAYS forget when i'm at the "
                            "stringer and end up guessing lol")])],
             active=[e(None, "52", "RPM Blast")],
             never=["guessing"]),
    Scenario("ze_en_golf_handicap", "en",
             [Session(0, [u("remeber my handicap is 14.2 now!! down from 18 last yr 🏌️‍♂️🏌️‍♂️")])],
             active=[e(None, "14.2")],
             allowed=[e(None, "18")]),
    Scenario("ze_en_kayaking_valley_etain", "en",
             [Session(0, [u("could you save that my sea kayak is a 5.3m Valley Etain, yellow over white? need it "
                            "for a form and I will 100% forget. ugh paperwork")])],
             active=[e(None, "Valley Etain")],
             allowed=[e(None, "yellow"), e(None, "5.3")],
             never=["paperwork"]),
    Scenario("ze_en_caving_callout_contact", "en",
             [Session(0, [u("important — remember this: my caving callout contact is Dave, 07700 900461. sorry for "
                            "the random msg, just sorting my kit for saturday")])],
             active=[e(None, "Dave", "07700")],
             allowed=[e(None, "Saturday")],
             never=["sorting my kit", "random msg"]),
    Scenario("ze_en_ballooning_albuquerque", "en",
             [Session(0, [u("Remember that I crew for the 'Sky Dancer' balloon at the Albuquerque Fiesta every "
                            "October — I'll be asking you about it a lot this year 🎈")])],
             active=[e(None, "balloon", "Albuquerque")],
             allowed=[e(None, "Sky Dancer"), e(None, "October")]),
    Scenario("ze_en_mining_rampura_posting", "en",
             [Session(0, [u("yaar note kar lo — from 1st of next month my site posting is Rampura Agucha mine in "
                            "Rajasthan. ok?"),
                          a("Noted!")])],
             active=[e(None, "Rampura Agucha")],
             allowed=[e(None, "Rajasthan")],
             never=["yaar"]),
    Scenario("ze_en_circus_juggling_record", "en",
             [Session(0, [u("btw, jot this down: my record is 112 catches with 5 balls. don't let me exaggerate it "
                            "later lol")])],
             active=[e(None, "112")],
             allowed=[e(None, "5 balls")],
             never=["exaggerate"]),
    Scenario("ze_en_radio_call_me_tom", "en",
             [Session(0, [u("On air I'm 'DJ Marmalade' but off air just call me Tom pls, remember that 🙏")])],
             active=[e(None, "Tom")],
             allowed=[e(None, "Marmalade")]),
    Scenario("ze_en_museum_hokusai_courier", "en",
             [Session(0, [u("Don't forget!!! The Hokusai loan arrives on 17 May, and I'm the courier flying out to "
                            "Tokyo on the 12th. Stress levels: high.")])],
             active=[e(None, "Hokusai", "17"), e(None, "Tokyo", "12")],
             allowed=[e(None, "courier")],
             never=["Stress levels"]),
    Scenario("ze_en_paramedic_rota", "en",
             [Session(0, [u("Could you note my ambulance rota? 4 on, 4 off — two days then two nights. Makes "
                            "planning anything with me a nightmare haha")])],
             active=[e(None, "4 on", "4 off")],
             allowed=[e(None, "ambulance")],
             never=["nightmare"]),
]

# ---------------------------------------------------------------------------
# BURIED: one durable fact inside a long rant, story or question
# ---------------------------------------------------------------------------
BURIED = [
    Scenario("ze_en_windturbine_hornsea_rant", "en",
             [Session(0, [u("honestly the worst part of today wasnt even the weather, it was the contractor who "
                            "turned up without a valid harness cert and then argued with my site lead for an hour "
                            "like we had all day. we lost the whole weather window. since i moved to the offshore "
                            "team on Hornsea 2 in april everything is like this, pure chaos. is it normal to want to "
                            "scream into a nacelle")])],
             active=[e(None, "Hornsea")],
             allowed=[e(None, "offshore"), e(None, "April")],
             never=["harness cert", "scream", "weather window"]),
    Scenario("ze_en_shipping_customs_broker_story", "en",
             [Session(0, [u("So today one customer called me 6 times about a container stuck at Nhava Sheva, as if "
                            "I am personally holding it. Boss also shouting only. I have been working as a customs "
                            "broker for eleven years now and never seen such a stubborn fellow. Finally it got "
                            "cleared at 7pm. Tell me, how do I politely tell such clients to stop calling so much?")])],
             active=[e(None, "customs broker")],
             allowed=[e(None, "eleven")],
             never=["6 times", "shouting", "stop calling"]),
    Scenario("ze_en_museum_registrar_question", "en",
             [Session(0, [u("Quick question that's been bugging me — the exhibitions team uses 'curated' for "
                            "literally everything, including the gift shop tea towels, and I'm about to lose it. I'm "
                            "the registrar at the Hunterian, so I actually do the condition reports, and I'd love a "
                            "better word for when something has just been 'selected'. Any suggestions that won't "
                            "get me sacked?")])],
             active=[e(None, "registrar", "Hunterian")],
             never=["tea towel", "sacked", "lose it"]),
    Scenario("ze_en_brewing_fire_brigade_story", "en",
             [Session(0, [u("ok story time 😂 my neighbour smelled the wort boiling and thought my garage was on "
                            "fire, called 999, two engines turned up, whole street out in dressing gowns. "
                            "mortifying. the crew were really nice and asked what i was making. for context i'm in "
                            "the Craft Brewers Guild of Norwich and we've got a comp next month. should i bring the "
                            "crew a case?")])],
             active=[e(None, "Guild", "Norwich")],
             allowed=[e(None, "comp")],
             never=["dressing gown", "999", "engines"]),
    Scenario("ze_en_stenography_california_rant", "en",
             [Session(0, [u("can we talk about how attorneys talk over each other?? three at once, one of them "
                            "mumbling into his coffee, and then they ask me to read back like it's MY fault. i've "
                            "been a certified court reporter in California since 2016 and this was the worst depo of "
                            "my life. also my writer's battery died mid-session. whats a good power bank for a steno "
                            "machine")])],
             active=[e(None, "California", "2016")],
             never=["mumbling", "power bank", "worst depo"]),
    Scenario("ze_en_tailoring_singer_question", "en",
             [Session(0, [u("my nan's old Singer 201K finally came down from my aunt's loft, it's gorgeous but the "
                            "bobbin case is rusty and the motor hums without turning. is it worth getting serviced or "
                            "should i just keep using my bernina? i do alterations full time out of my flat in "
                            "Peckham so i can't really be without a machine for weeks lol")])],
             active=[e(None, "alterations", "Peckham")],
             allowed=[e(None, "Singer"), e(None, "Bernina")],
             never=["rusty", "hums", "loft"]),
    Scenario("ze_en_cricket_fitzroy_story", "en",
             [Session(0, [u("so we're 7 down needing 30 off the last four overs and our number 10 decides to "
                            "reverse sweep first ball. absolute scenes mate, out obviously. then the bloody "
                            "sprinklers came on during the presentation. been captain of the Fitzroy Doncaster 4ths "
                            "for two seasons now and never seen anything like it. how do i tell a tailender to just "
                            "block")])],
             active=[e(None, "captain", "Fitzroy")],
             never=["reverse sweep", "sprinkler", "tailender"]),
    Scenario("ze_en_hamradio_hoa_question", "en",
             [Session(0, [u("not sure if you can help but my HOA just sent a letter saying the vertical antenna in "
                            "my back yard 'violates community aesthetics' — it's 30 feet of aluminum painted green, "
                            "you can barely see it!! the board president has a giant inflatable santa up until march. "
                            "I got my Extra class license last year and I'm not giving up HF. what are my options?")])],
             active=[e(None, "Extra", "licen")],
             allowed=[e(None, "antenna"), e(None, "HOA")],
             never=["santa", "aesthetics"]),
    Scenario("ze_en_zookeeping_otter_escape", "en",
             [Session(0, [u("the otters escaped AGAIN this morning. not far, just into the keeper corridor, but "
                            "they'd worked out the slide bolt and one of them was sitting in the bucket of sprats like "
                            "a king. my manager thinks it's hilarious. i've been on the carnivore section for 6 years "
                            "and honestly otters are harder work than the big cats. how does otter intelligence "
                            "compare to dogs?")])],
             active=[e(None, "carnivore")],
             allowed=[e(None, "6 years")],
             never=["sprats", "slide bolt", "hilarious"]),
    Scenario("ze_en_dispatch_parrot_story", "en",
             [Session(0, [u("weird night. a guy called because his parrot learned to say 'help me' and the "
                            "neighbours kept reporting it. we sent a unit anyway, protocol. parrot fine, guy "
                            "mortified, officers crying laughing. I just got promoted to shift supervisor at the "
                            "county comms center so now I get to write the incident report 🙃 what's a professional "
                            "way to describe a parrot false alarm?")])],
             active=[e(None, "shift supervisor")],
             allowed=[e(None, "comms")],
             never=["parrot", "crying laughing"]),
    Scenario("ze_en_solar_mcs_question", "en",
             [Session(0, [u("Right, so I've got a customer whose roof is half slate half concrete tile because some "
                            "previous owner got bored halfway, and the scaffolders have cancelled twice. I'm the only "
                            "MCS-certified installer at our firm since Gary left, so it's all on me. Is there a "
                            "mounting hook that works on both, or do I spec two different systems?")])],
             active=[e(None, "MCS")],
             allowed=[e(None, "installer")],
             never=["scaffold", "slate", "Gary"]),
    Scenario("ze_en_dance_adult_ballet_rant", "en",
             [Session(0, [u("ok rant incoming. the new teacher at my studio made us do 32 fouettés 'for fun' and "
                            "then laughed when half of us fell over. i'm 41, i started adult ballet two years ago, "
                            "i'm not trying to be odile, i just want clean pirouettes!! my calves are screaming. is "
                            "it normal for adult classes to be this intense?")])],
             active=[e(None, "ballet")],
             allowed=[e(None, "41"), e(None, "two years")],
             never=["fouett", "screaming", "fell over"]),
    Scenario("ze_en_bookbinding_course_story", "en",
             [Session(0, [u("finished rebinding my grandad's 1923 bible today, took 3 weeks, the spine was "
                            "basically powder. cried a bit handing it to my mum ngl. anyway i've decided to do the "
                            "full-time course at the London Centre for Book Arts starting september, so i'll be "
                            "quitting the bank lol. any tips on telling my boss?")])],
             active=[e(None, "Book Arts", "September")],
             allowed=[e(None, "bank"), e(None, "1923")],
             never=["cried", "powder", "telling my boss"]),
    Scenario("ze_en_genealogy_borthwick_question", "en",
             [Session(0, [u("So I did one of those DNA tests and it says I'm 12% Scandinavian, which my mum is "
                            "absolutely furious about, she insists we're '100% Yorkshire'. Bit of a row over Sunday "
                            "lunch. Anyway, I've been helping out at the Borthwick archive in York two days a week "
                            "since I retired, so I can get at the parish records. Where should I start?")])],
             active=[e(None, "Borthwick")],
             allowed=[e(None, "retired"), e(None, "12%"), e(None, "York")],
             never=["furious", "Sunday lunch", "row over"]),
    Scenario("ze_en_bartending_lamplighter_question", "en",
             [Session(0, [u("What's a good non-alcoholic twist on a negroni? Asking because a regular of ours has "
                            "just gone sober and keeps ordering lime sodas looking miserable, bless him, and our menu "
                            "has basically nothing for him. I'm bar manager at the Lamplighter in Glasgow now so I "
                            "can actually change the menu this time. Something bitter, not sweet.")])],
             active=[e(None, "Lamplighter", "Glasgow")],
             allowed=[e(None, "bar manager")],
             never=["lime soda", "negroni", "sober"]),
]

# ---------------------------------------------------------------------------
# UPDATES: move, new job, rescheduled plan, correction, change of mind
# ---------------------------------------------------------------------------
UPDATES = [
    Scenario("ze_en_upd_windturbine_move_aberdeen", "en",
             [Session(0, [u("hey, turbine tech based in esbjerg here. what base layer fabric is best for wet cold?")]),
              Session(10, [u("relocated last month, i'm living in aberdeen now. new crew, same job 🙂")])],
             active=[e(None, "Aberdeen")],
             superseded=[e(None, "Esbjerg")],
             never=["base layer"]),
    Scenario("ze_en_upd_shipping_new_job_dsv", "en",
             [Session(0, [u("I work in ocean freight at Maersk in Felixstowe, it's mad busy this quarter")]),
              Session(7, [u("big news, accepted an offer at DSV and started monday! air freight this time ✈️")])],
             active=[e(None, "DSV")],
             superseded=[e(None, "Maersk")],
             never=["mad busy"]),
    Scenario("ze_en_upd_climbing_font_trip", "en",
             [Session(0, [u("we finally booked our bouldering trip to fontainebleau, 12-16 april 🧗‍♀️")]),
              Session(3, [u("fontainebleau trip got pushed because of the ferry strike, now going 3-7 may")])],
             active=[e(None, "Fontainebleau", "May")],
             superseded=[e(None, "Fontainebleau", "April")],
             never=["ferry strike"]),
    Scenario("ze_en_upd_perfumery_line_name", "en",
             [Session(0, [u("i've decided to call my first perfume line Nocturne ✨")]),
              Session(6, [u("rethought the name. the line is going to be called Salt & Ember. final answer.")])],
             active=[e(None, "Ember")],
             superseded=[e(None, "Nocturne")]),
    Scenario("ze_en_upd_cheese_ageing_correction", "en",
             [Session(0, [u("we age our clothbound cheddar for 14 months, people always ask")]),
              Session(1, [u("correction to what i said yesterday — our cheddar is aged 18 months, i mixed it up "
                            "with the red leicester")])],
             active=[e(None, "cheddar", "18")],
             superseded=[e(None, "cheddar", "14")],
             allowed=[e(None, "red leicester")]),
    Scenario("ze_en_upd_circus_new_company", "en",
             [Session(0, [u("i juggle for a touring circus, Cirque Mosaic, we're in lyon this week")]),
              Session(4, [u("lol the big top leaked all over our props last night")]),
              Session(12, [u("big news!!! handed in my notice and joined Gandini Juggling full time 🎉 no more "
                             "living out of a truck")])],
             active=[e(None, "Gandini")],
             superseded=[e(None, "Mosaic")],
             never=["leaked", "props"]),
    Scenario("ze_en_upd_radio_late_show", "en",
             [Session(0, [u("i present the drivetime show on Radio Tyne, 4 till 7 weekdays")]),
              Session(5, [u("schedule shake-up at the station: i've been moved to the late show, 10 till 1, from "
                            "next week. my body clock is going to hate me")])],
             active=[e(None, "late show")],
             superseded=[e(None, "drivetime")],
             allowed=[e(None, "Radio Tyne")],
             never=["body clock"]),
    Scenario("ze_en_upd_sommelier_team_trip", "en",
             [Session(0, [u("our team trip this year is to Bordeaux, 9-12 September, can't wait 🍷")]),
              Session(8, [u("change of plan, the team trip is now Rioja, 20-23 September. cheaper flights "
                            "apparently")])],
             active=[e(None, "Rioja")],
             superseded=[e(None, "Bordeaux")],
             never=["cheaper flights"]),
    Scenario("ze_en_upd_tailoring_chest_measurement", "en",
             [Session(0, [u("note my chest measurement is 40 inches for the suit i'm getting made")]),
              Session(2, [u("got remeasured properly, chest is actually 42 in. the first one was taken over a "
                            "jumper, rookie error")])],
             active=[e(None, "chest", "42")],
             superseded=[e(None, "chest", "40")],
             never=["rookie error"]),
    Scenario("ze_en_upd_golf_club_membership", "en",
             [Session(0, [u("I'm a member at Royal Lytham, been there about five years")]),
              Session(20, [u("moved my membership to Fairhaven Golf Club this month, fees were getting silly and my "
                             "mates play there")])],
             active=[e(None, "Fairhaven")],
             superseded=[e(None, "Lytham")],
             never=["silly"]),
    Scenario("ze_en_upd_dispatch_shift_change", "en",
             [Session(0, [u("i'm on B shift at the dispatch center, it's a good crew")]),
              Session(3, [u("lol the coffee machine at work is broken again, we're all zombies")]),
              Session(8, [u("got moved to D shift starting this week. gonna miss my old crew tbh")])],
             active=[e(None, "D shift")],
             superseded=[e(None, "B shift")],
             never=["coffee machine", "zombies"]),
    Scenario("ze_en_upd_archery_new_bow", "en",
             [Session(0, [u("I shoot a Hoyt compound, had it since 2019")]),
              Session(6, [u("new bow day!! picked up a Mathews TRX 38 and sold the old one on the club forum 🏹")])],
             active=[e(None, "Mathews")],
             superseded=[e(None, "Hoyt")]),
    Scenario("ze_en_upd_modelrail_change_scale", "en",
             [Session(0, [u("decided i'm going to build my first layout in N gauge, spare room is tiny")]),
              Session(4, [u("ok changed my mind on scale — going with O gauge in the garage instead. my eyes just "
                            "can't cope with the tiny stuff")])],
             active=[e(None, "O gauge")],
             superseded=[e(None, "N gauge")],
             allowed=[e(None, "garage")]),
    Scenario("ze_en_upd_birdwatching_shetland_twice", "en",
             [Session(0, [u("booked a birding trip to shetland for june 8!! puffins here i come")]),
              Session(3, [u("moving the shetland trip to aug 20 bc of work")]),
              Session(9, [u("ugh, shetland trip is now sept 2. final final answer")])],
             active=[e(None, "Shetland", "Sept")],
             superseded=[e(None, "Shetland", "June"), e(None, "Shetland", "Aug")]),
    Scenario("ze_en_upd_speedcubing_new_pb", "en",
             [Session(0, [u("my 3x3 PB is 13.02, trying to get sub-12 this year")]),
              Session(6, [u("NEW PB 11.47!!! 🎉🎉 hands are still shaking")])],
             active=[e(None, "11.47")],
             superseded=[e(None, "13.02")],
             never=["shaking"]),
]

# ---------------------------------------------------------------------------
# TRAPS: nothing durable about the user
# ---------------------------------------------------------------------------
TRAPS = [
    Scenario("ze_en_trap_windturbine_yaw_question", "en",
             [Session(0, [u("how do wind turbines actually yaw to face the wind? like what's the mechanism"),
                          a("A yaw drive of electric motors turns the nacelle on a slewing ring, guided by a wind vane.")])],
             active=[],
             never=["yaw", "slewing"]),
    Scenario("ze_en_trap_shipping_cover_note", "en",
             [Session(0, [u("write me a short formal cover note to go with a shipment of 40 pallets of ceramic "
                            "tiles to Gdańsk")])],
             active=[],
             never=["pallet", "Gdańsk", "ceramic tiles"]),
    Scenario("ze_en_trap_circus_hypothetical", "en",
             [Session(0, [u("if i ever ran away to join the circus i reckon i'd be a terrible clown but a decent "
                            "knife thrower lol")])],
             active=[],
             never=["clown", "knife"]),
    Scenario("ze_en_trap_museum_coworker_tortoise", "en",
             [Session(0, [u("my coworker brought her tortoise into the museum office today and it ate a post-it 😂")])],
             active=[],
             never=["tortoise", "post-it"]),
    Scenario("ze_en_trap_radio_quote", "en",
             [Session(0, [u('what does this quote mean: "The medium is the message." — McLuhan. saw it on a poster '
                            'at the station')])],
             active=[],
             never=["medium is the message", "McLuhan", "poster"]),
    Scenario("ze_en_trap_cheese_do_you_remember", "en",
             [Session(0, [u("do you remember when we talked about that cheese with the maggots in it? casu "
                            "something?"),
                          a("Casu marzu, from Sardinia.")])],
             active=[],
             never=["maggot", "casu", "Sardinia"]),
    Scenario("ze_en_trap_smalltalk_rain", "en",
             [Session(0, [u("haha morning! it's absolutely chucking it down here, how's your day going 😄"),
                          a("Morning! All good here — stay dry!"),
                          u("will try lol")])],
             active=[],
             never=["chucking it down", "stay dry"]),
    Scenario("ze_en_trap_tennis_remind_task", "en",
             [Session(0, [u("remind me at 5pm to call the stringer about my racket")])],
             active=[],
             never=["5pm", "call the stringer"]),
    Scenario("ze_en_trap_circus_unicycle_oneoff", "en",
             [Session(0, [u("just saw a guy on a unicycle juggling fire outside the station lmao, wild start to the "
                            "morning")])],
             active=[],
             never=["unicycle", "juggling fire"]),
    Scenario("ze_en_trap_smalltalk_flat_mood", "en",
             [Session(0, [u("feeling kinda flat today tbh, dunno why. just one of those days"),
                          a("Sorry to hear that — want to talk about it or just want a distraction?"),
                          u("nah all good")])],
             active=[],
             never=["flat", "one of those days"]),
    Scenario("ze_en_trap_banter_mate_barramundi", "en",
             [Session(0, [u("my mate Jonno reckons he once caught a 40kg barramundi off a pier in Darwin, which is "
                            "obviously rubbish")])],
             active=[],
             never=["Jonno", "barramundi", "Darwin"]),
    Scenario("ze_en_trap_tailoring_limerick", "en",
             [Session(0, [u("can you write a limerick about a tailor who's scared of buttons")])],
             active=[],
             never=["limerick", "buttons"]),
    Scenario("ze_en_trap_mining_hypothetical_gold", "en",
             [Session(0, [u("hypothetically, if someone found gold on their land in Western Australia, who would "
                            "actually own it?")])],
             active=[],
             never=["gold", "Western Australia"]),
    Scenario("ze_en_trap_actuarial_question", "en",
             [Session(0, [u("what's the difference between a life table and a mortality table, or are they the "
                            "same thing?"),
                          a("They're essentially the same thing; 'life table' is the more general demographic term.")])],
             active=[],
             never=["life table", "mortality"]),
    Scenario("ze_en_trap_shipping_quoted_email", "en",
             [Session(0, [u('can u make this sound less passive-aggressive: "As per my last email, the Q3 shipment '
                            'manifests were due Friday."')])],
             active=[],
             never=["Q3", "manifest", "passive-aggressive"]),
]

HELDOUT_ZE: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
