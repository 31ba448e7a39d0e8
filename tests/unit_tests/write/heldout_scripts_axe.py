"""Held-out batch AXE (English): explicit requests to remember, and traps. Written without reading the library code.
Cue phrasings covered: cue first with a colon or comma ("remember this:", "remember,", "log this:", "file this away:",
"note:", "for future reference:", "save this to memory:", "bro store this:", "mental note for u:", "Permanent rule:",
"standing instruction:", a code-switched "帮我记一下:"), cue at the end ("pls remember that about the queen", "remember
all that", "keep that in ur brain ok", "can u remember that?"), cue as its own message before the content ("Make a
note, please.", "important thing coming, dont lose it") or after it ("dont let me forget that number", "commit that to
memory for me pls", "^^ keep that one pls"), a cue dropped mid-sentence between dashes, polite and formal questions
("could you keep in mind", "would you mind noting", "I would be grateful if you could record", "Kindly note",
"it would be very kind if you can memorise", "Make sure you retain this"), standing instructions ("from now on",
"Going forward, please factor in", "From today onward"), two nickname requests, a typo ("rememeber"), slang and emoji,
a very short and a very long message, multi-clause content, and asides or questions in the same turn (their words are
in `never`). Traps: reminiscence ("remember when we..."), "do you remember what I said about...", tasks that use the
words (save as PDF, note down key points of an article, write down a recipe, take minutes, make a table), a timed
reminder, the user's own promise ("I'll keep that in mind", "I'll remember to..."), quoted text containing
"remember", a complaint about always forgetting, and a question about how memory works. Topics: beekeeping, church
bell ringing, falconry, sourdough starters, bouldering, cryptic crosswords, origami, ice fishing, harp playing,
perfume making, vinyl records, chess openings, cosplay, aquarium shrimp, kombucha brewing, dinghy sailing, quilting,
stage magic, cheese making, curling.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

EXPLICIT = [
    # --- beekeeping ---
    Scenario("axe_en_explicit_hive_site", "en",
             [Session(0, [u("remember this: my three hives are at the bottom of my uncle's allotment in Harrogate. "
                            "ugh the wasps have been brutal this week"),
                          a("Noted: three hives on your uncle's allotment in Harrogate. Sorry about the wasps!")])],
             active=[e(None, "Harrogate")],
             superseded=[],
             allowed=[e(None, "allotment"), e(None, "three hives")],
             never=["wasps", "brutal"]),
    Scenario("axe_en_explicit_queen_marking", "en",
             [Session(0, [u("the queen in my blue hive is marked yellow, she's a 2023 queen so going on 2 yrs now. "
                            "my neighbour thinks im mad for checking on her every day lol. pls remember that about "
                            "the queen"),
                          a("Got it, the blue hive's queen is yellow-marked, from 2023.")])],
             active=[e(None, "yellow")],
             superseded=[],
             allowed=[e(None, "blue hive"), e(None, "2023")],
             never=["neighbour"]),

    # --- church bell ringing ---
    Scenario("axe_en_explicit_bell_tenor", "en",
             [Session(0, [u("Make a note, please."),
                          a("Of course, what would you like me to note?"),
                          u("I ring the tenor at St Aldhelm's on Thursday practice nights, and I've been doing it "
                            "since I was fourteen.")])],
             active=[e(None, "tenor", "Aldhelm")],
             superseded=[],
             allowed=[e(None, "Thursday"), e(None, "fourteen")],
             never=["what would you like"]),
    Scenario("axe_en_explicit_bell_method", "en",
             [Session(0, [u("Sorry if I ask a silly question later on, but first, could you keep in mind that I'm "
                            "still learning Plain Bob Doubles and I can't ring Grandsire yet?"),
                          a("Absolutely. And no question is silly!")])],
             active=[e(None, "Plain Bob")],
             superseded=[],
             allowed=[e(None, "Grandsire")],
             never=["silly"]),
    Scenario("axe_en_explicit_bell_quarter_peal", "en",
             [Session(0, [u("Good afternoon. I would be grateful if you could record that our tower's quarter peal "
                            "is scheduled for 14 June, and that I have been asked to ring the treble."),
                          a("Good afternoon. Recorded: quarter peal on 14 June, with you on the treble.")])],
             active=[e(None, "14 June")],
             superseded=[],
             allowed=[e(None, "treble"), e(None, "quarter peal")],
             never=["Good afternoon"]),

    # --- falconry ---
    Scenario("axe_en_explicit_call_me_kestrel", "en",
             [Session(0, [u("call me Kestrel from now on, thats what everyone at the hawking club calls me anyway 🦅 "
                            "my actual name is way too formal"),
                          a("Kestrel it is!")])],
             active=[e(None, "Kestrel")],
             superseded=[],
             allowed=[e(None, "hawking club")],
             never=["too formal"]),
    Scenario("axe_en_explicit_hawk_weight", "en",
             [Session(0, [u("my harris hawk Juno flies best at 745g, any heavier and she just sits in the tree "
                            "ignoring the lure"),
                          a("That's a narrow window, weight management is everything with Harris hawks."),
                          u("yeah. dont let me forget that number, i always second-guess it")])],
             active=[e(None, "Juno", "745")],
             superseded=[],
             allowed=[e(None, "lure"), e(None, "harris hawk")],
             never=["narrow window", "second-guess"]),
    Scenario("axe_en_explicit_saker_moult", "en",
             [Session(0, [u("Kindly note that my saker falcon's name is Tara and she is in moult currently, so no "
                            "flying till October. My cousin-brother is also having same doubt about his bird, I will "
                            "ask you that later."),
                          a("Noted: Tara, your saker, is moulting and grounded until October.")])],
             active=[e(None, "Tara")],
             superseded=[],
             allowed=[e(None, "saker"), e(None, "October"), e(None, "moult")],
             never=["cousin-brother"]),

    # --- sourdough starters ---
    Scenario("axe_en_explicit_starter_name", "en",
             [Session(0, [u("rememeber my starter is called Doughbi Wan, i feed it 1:5:5 with dark rye every evening"),
                          a("Ha, love the name. Doughbi Wan, 1:5:5 with dark rye, got it.")])],
             active=[e(None, "Doughbi Wan")],
             superseded=[],
             allowed=[e(None, "rye"), e(None, "1:5:5")],
             never=["love the name"]),
    Scenario("axe_en_explicit_spelt_allergy_long", "en",
             [Session(0, [u("okay so bit of backstory, I started baking during the first lockdown because my gran "
                            "used to make bread every Sunday and I missed it, and honestly it's turned into a whole "
                            "thing, I've got bannetons, a lame, a proofing box, the lot, and my kitchen is a total "
                            "disaster because the landlord refuses to fix the extractor, but that's a rant for another "
                            "day. anyway the thing I actually want you to remember is that I'm allergic to spelt, so "
                            "please don't ever suggest spelt flour in any recipe."),
                          a("Understood, no spelt, ever. Sorry about the extractor!")])],
             active=[e(None, "spelt")],
             superseded=[],
             allowed=[e(None, "gran"), e(None, "lockdown"), e(None, "banneton")],
             never=["landlord", "extractor", "rant"]),

    # --- bouldering ---
    Scenario("axe_en_explicit_gym_days_short", "en",
             [Session(0, [u("note: i climb at Rockhaven tues + fri"),
                          a("Noted.")])],
             active=[e(None, "Rockhaven")],
             superseded=[],
             allowed=[e(None, "tue"), e(None, "fri")],
             never=[]),
    Scenario("axe_en_explicit_max_grade_with_question", "en",
             [Session(0, [u("pls save that my max grade is 6B+ atm (indoor). also whats a good finger warm up before "
                            "crimpy stuff?"),
                          a("Saved: max 6B+ indoors. For a finger warm-up, try easy jugs then gradual hangs...")])],
             active=[e(None, "6B+")],
             superseded=[],
             allowed=[e(None, "indoor")],
             never=["warm up", "warm-up", "crimpy"]),

    # --- cryptic crosswords ---
    Scenario("axe_en_explicit_favourite_setter", "en",
             [Session(0, [u("Would you mind noting that I do the Clarion cryptic every morning, and my favourite "
                            "setter is Thrushwing?"),
                          a("Not at all, noted.")])],
             active=[e(None, "Thrushwing")],
             superseded=[],
             allowed=[e(None, "Clarion")],
             never=["Not at all"]),
    Scenario("axe_en_explicit_hints_only", "en",
             [Session(0, [u("From today onward please never tell me the full answer of a clue, only give a small hint. "
                            "I want to solve by myself, it is more satisfying. Also the weather here is very gloomy "
                            "today."),
                          a("Understood, hints only from now on. Sorry it's gloomy there!")])],
             active=[e(None, "hint")],
             superseded=[],
             allowed=[e(None, "full answer")],
             never=["gloomy", "weather"]),

    # --- origami ---
    Scenario("axe_en_explicit_paper_shop", "en",
             [Session(0, [u("my go-to paper is 15cm kami from a little shop in Leeds called Kamiya Paper House, "
                            "cheaper than anywhere online"),
                          a("Local paper shops are hard to beat."),
                          u("commit that to memory for me pls")])],
             active=[e(None, "Kamiya")],
             superseded=[],
             allowed=[e(None, "Leeds"), e(None, "15cm"), e(None, "kami")],
             never=["hard to beat"]),
    Scenario("axe_en_explicit_wedding_cranes", "en",
             [Session(0, [u("Hi! Could you please remember that I'm folding 1000 paper cranes for my sister Noor's "
                            "wedding on 3 May? I'm at 640 so far 😅"),
                          a("What a lovely gift! I'll remember.")])],
             active=[e(None, "cranes", "Noor")],
             superseded=[],
             allowed=[e(None, "3 May"), e(None, "1000"), e(None, "640"), e(None, "wedding")],
             never=["lovely gift"]),
    Scenario("axe_en_explicit_library_class_mixed", "en",
             [Session(0, [u("帮我记一下: I teach origami at Brindle Lane library every second Saturday, kids class 8-12 yrs"),
                          a("记下了: origami class at Brindle Lane library, every second Saturday.")])],
             active=[e(None, "Brindle Lane")],
             superseded=[],
             allowed=[e(None, "Saturday"), e(None, "8-12")],
             never=[]),

    # --- ice fishing ---
    Scenario("axe_en_explicit_hand_auger", "en",
             [Session(0, [u("don't forget I only have a 6 inch hand auger, not a powered one, so dont recommend "
                            "anything that needs bigger holes. my arms are still dead from last weekend lmao"),
                          a("Got it, 6-inch hand auger only.")])],
             active=[e(None, "auger")],
             superseded=[],
             allowed=[e(None, "6 inch"), e(None, "6-inch")],
             never=["arms are still", "last weekend"]),
    Scenario("axe_en_explicit_lake_trip_midcue", "en",
             [Session(0, [u("Trip to Lake Tessaway is Feb 8 to 12 and (make sure that sticks) my buddy Darrell is "
                            "driving so I'm not bringing the truck."),
                          a("Sounds like a great trip. Tessaway, Feb 8 to 12, Darrell driving.")])],
             active=[e(None, "Tessaway")],
             superseded=[],
             allowed=[e(None, "Darrell"), e(None, "Feb"), e(None, "truck")],
             never=["great trip"]),

    # --- harp playing ---
    Scenario("axe_en_explicit_call_me_harpo", "en",
             [Session(0, [u("please call me Harpo. my real name's Bernadette but honestly nobody's used it since "
                            "primary school"),
                          a("Harpo it is.")])],
             active=[e(None, "Harpo")],
             superseded=[],
             allowed=[e(None, "Bernadette")],
             never=["primary school"]),
    Scenario("axe_en_explicit_harp_aurelia_formal", "en",
             [Session(0, [u("For your records: I play a 34-string lever harp, which I have named Aurelia, and I keep "
                            "it tuned to E flat."),
                          a("Thank you. Aurelia is a beautiful name for a harp.")])],
             active=[e(None, "Aurelia")],
             superseded=[],
             allowed=[e(None, "34"), e(None, "lever harp"), e(None, "E flat")],
             never=["beautiful name"]),
    Scenario("axe_en_explicit_harp_teacher_aside", "en",
             [Session(0, [u("my harp teacher is Mrs Oyelaran and lessons are wednesdays at 4pm. can u remember that? "
                            "omg my cat just knocked my tea all over the sofa"),
                          a("Will do! Hope the sofa survives.")])],
             active=[e(None, "Oyelaran")],
             superseded=[],
             allowed=[e(None, "wednesday"), e(None, "4pm")],
             never=["knocked", "sofa"]),

    # --- perfume making ---
    Scenario("axe_en_explicit_signature_accord", "en",
             [Session(0, [u("save this to memory: my signature accord is bergamot, vetiver and a touch of ambrox, "
                            "roughly 40/40/20"),
                          a("Saved. That sounds like a fresh, woody accord.")])],
             active=[e(None, "bergamot", "vetiver")],
             superseded=[],
             allowed=[e(None, "ambrox"), e(None, "40/40/20")],
             never=["fresh, woody"]),
    Scenario("axe_en_explicit_attars_only", "en",
             [Session(0, [u("Going forward, please factor in that I am working only with natural attars from my "
                            "cousin Imtiaz's distillery, no synthetics at all, so suggest formulas accordingly only."),
                          a("Understood, natural attars only.")])],
             active=[e(None, "attar")],
             superseded=[],
             allowed=[e(None, "Imtiaz"), e(None, "synthetic"), e(None, "distillery")],
             never=[]),

    # --- vinyl records ---
    Scenario("axe_en_explicit_holy_grail_lp", "en",
             [Session(0, [u("remember, I only buy original pressings and my holy grail is the 1971 Marrow Sky LP "
                            "Glass Orchards"),
                          a("Good luck on the hunt!")])],
             active=[e(None, "Glass Orchards")],
             superseded=[],
             allowed=[e(None, "Marrow Sky"), e(None, "1971"), e(None, "original pressing")],
             never=["on the hunt"]),
    Scenario("axe_en_explicit_turntable_two_turns", "en",
             [Session(0, [u("ok important thing coming, dont lose it"),
                          a("I'm listening, what is it?"),
                          u("my deck is a Halden TR-4 with a Koyo Blue cartridge, so any upgrade advice has to fit "
                            "that")])],
             active=[e(None, "Halden")],
             superseded=[],
             allowed=[e(None, "Koyo"), e(None, "TR-4")],
             never=["listening"]),

    # --- chess openings ---
    Scenario("axe_en_explicit_repertoire", "en",
             [Session(0, [u("from now on when we analyse my games, I'm always Caro-Kann as black and London System as "
                            "white, so don't bother suggesting the Sicilian lol"),
                          a("Got it: Caro-Kann with black, London with white.")])],
             active=[e(None, "Caro-Kann")],
             superseded=[],
             allowed=[e(None, "London"), e(None, "Sicilian")],
             never=[]),
    Scenario("axe_en_explicit_rapid_rating_question", "en",
             [Session(0, [u("need u to remember my rapid rating, it's 1640 on lichess. btw who won the candidates "
                            "this year?"),
                          a("Noted, 1640 rapid. As for the Candidates, I'd check a current source...")])],
             active=[e(None, "1640")],
             superseded=[],
             allowed=[e(None, "rapid"), e(None, "lichess")],
             never=["candidates"]),
    Scenario("axe_en_explicit_chess_club_polite", "en",
             [Session(0, [u("Dear assistant, it would be very kind if you can memorise that my chess club is "
                            "Knightfall Chess Circle in Pune and we are meeting on Sundays evening. Thanking you in "
                            "advance."),
                          a("Happy to! Knightfall Chess Circle, Pune, Sunday evenings.")])],
             active=[e(None, "Knightfall")],
             superseded=[],
             allowed=[e(None, "Pune"), e(None, "Sunday")],
             never=["Thanking you"]),

    # --- cosplay ---
    Scenario("axe_en_explicit_con_costume", "en",
             [Session(0, [u("ok so for future reference: I'm cosplaying Captain Verrin from Starward Drift at Northcon "
                            "in October, the armour is half done"),
                          a("Nice! Captain Verrin at Northcon in October.")])],
             active=[e(None, "Verrin")],
             superseded=[],
             allowed=[e(None, "Starward Drift"), e(None, "Northcon"), e(None, "October"), e(None, "armour")],
             never=[]),
    Scenario("axe_en_explicit_wig_supplier_emoji", "en",
             [Session(0, [u("my wig supplier is @wigsbyjune on insta, best lace fronts ever 😍 keep that in ur brain ok"),
                          a("Kept! wigsbyjune for lace fronts.")])],
             active=[e(None, "wigsbyjune")],
             superseded=[],
             allowed=[e(None, "lace front")],
             never=[]),

    # --- aquarium shrimp ---
    Scenario("axe_en_explicit_tank_params", "en",
             [Session(0, [u("log this: 20L tank, pH 6.4, TDS 150, crystal red shrimp, about 30 of them"),
                          a("Logged.")])],
             active=[e(None, "crystal red")],
             superseded=[],
             allowed=[e(None, "6.4"), e(None, "150"), e(None, "20L")],
             never=[]),
    Scenario("axe_en_explicit_copper_free_aside", "en",
             [Session(0, [u("ugh work was hell today. anyway file this away: everything in my shrimp tank has to be "
                            "copper-free, so never suggest meds or plant ferts with copper in them"),
                          a("Filed: copper-free only. Sorry about your day.")])],
             active=[e(None, "copper")],
             superseded=[],
             allowed=[e(None, "shrimp")],
             never=["work was hell", "your day"]),

    # --- kombucha brewing ---
    Scenario("axe_en_explicit_scoby_gerald", "en",
             [Session(0, [u("Something to remember about me: my SCOBY is named Gerald, he's two years old and lives in "
                            "a 5 litre jar on top of the fridge."),
                          a("Say hi to Gerald for me.")])],
             active=[e(None, "Gerald")],
             superseded=[],
             allowed=[e(None, "SCOBY"), e(None, "5 litre"), e(None, "fridge")],
             never=["say hi"]),
    Scenario("axe_en_explicit_no_ginger_standing", "en",
             [Session(0, [u("standing instruction: when u suggest second ferment flavours, skip ginger, i hate it. "
                            "fruit ones only. also is it normal that mine smells like vinegar??"),
                          a("No ginger, fruit only. And yes, a vinegary smell is normal if it's fermented longer.")])],
             active=[e(None, "ginger")],
             superseded=[],
             allowed=[e(None, "fruit")],
             never=["vinegar"]),

    # --- dinghy sailing ---
    Scenario("axe_en_explicit_sail_number", "en",
             [Session(0, [u("Could you please hold on to this for me: I sail a Laser at Coldwater Reservoir Sailing "
                            "Club, sail number 201877."),
                          a("Of course.")])],
             active=[e(None, "201877")],
             superseded=[],
             allowed=[e(None, "Coldwater"), e(None, "Laser")],
             never=[]),
    Scenario("axe_en_explicit_regatta_crew", "en",
             [Session(0, [u("mental note for u: club regatta is 22 Aug and im crewing for Priya on her 420. pray for "
                            "wind 🙏"),
                          a("Fingers crossed for a good breeze!")])],
             active=[e(None, "Priya")],
             superseded=[],
             allowed=[e(None, "22 Aug"), e(None, "420"), e(None, "regatta")],
             never=["pray for wind", "fingers crossed"]),

    # --- quilting ---
    Scenario("axe_en_explicit_grandson_quilt", "en",
             [Session(0, [u("Please add to my profile: the quilt I'm making for my grandson Eli is a log cabin pattern "
                            "in navy and mustard, and it needs to be done for his 5th birthday in September."),
                          a("Added. That colour combination sounds gorgeous.")])],
             active=[e(None, "log cabin")],
             superseded=[],
             allowed=[e(None, "Eli"), e(None, "navy"), e(None, "mustard"), e(None, "September")],
             never=["gorgeous"]),
    Scenario("axe_en_explicit_sewing_machine_multiclause", "en",
             [Session(0, [u("so i've got a 1970s Jensen Classic sewing machine my aunt left me, it only behaves with "
                            "40wt cotton thread, i do all the actual quilting by hand anyway and the machine is just "
                            "for piecing, remember all that"),
                          a("Will do.")])],
             active=[e(None, "Jensen")],
             superseded=[],
             allowed=[e(None, "40wt"), e(None, "by hand"), e(None, "aunt"), e(None, "piecing")],
             never=[]),

    # --- stage magic ---
    Scenario("axe_en_explicit_no_exposure_rule", "en",
             [Session(0, [u("Permanent rule: never explain the method behind a trick when I describe one to you. I'm "
                            "a member of the Silver Wand Society and we don't expose methods, even privately."),
                          a("Understood, I'll respect that.")])],
             active=[e(None, "trick")],
             superseded=[],
             allowed=[e(None, "Silver Wand"), e(None, "method")],
             never=["respect that"]),
    Scenario("axe_en_explicit_stage_name_slang", "en",
             [Session(0, [u("bro store this: my stage name is The Amazing Tobiah and i mostly do close-up at weddings "
                            "n corporate gigs"),
                          a("Stored, Amazing Tobiah!")])],
             active=[e(None, "Tobiah")],
             superseded=[],
             allowed=[e(None, "close-up"), e(None, "wedding"), e(None, "corporate")],
             never=[]),

    # --- cheese making ---
    Scenario("axe_en_explicit_cave_conditions", "en",
             [Session(0, [u("Can you note for me that my cheese cave is kept at 12°C and 85% humidity? And sorry for "
                            "the typos, my phone screen is cracked."),
                          a("Noted: 12°C, 85% humidity. No worries about the typos.")])],
             active=[e(None, "85")],
             superseded=[],
             allowed=[e(None, "12"), e(None, "cave"), e(None, "humidity")],
             never=["cracked", "typos"]),
    Scenario("axe_en_explicit_old_burrow", "en",
             [Session(0, [u("save it as a fact: my brie attempts always fail, so I'm sticking to hard cheeses, mainly "
                            "my cheddar recipe I call Old Burrow"),
                          a("Saved. Old Burrow sounds like a proper farmhouse cheddar.")])],
             active=[e(None, "Old Burrow")],
             superseded=[],
             allowed=[e(None, "brie"), e(None, "cheddar"), e(None, "hard cheese")],
             never=["farmhouse"]),

    # --- curling ---
    Scenario("axe_en_explicit_team_skip_formal", "en",
             [Session(0, [u("Make sure you retain this: I am the skip for Team Fairbairn and we play Tuesday nights at "
                            "Lochend rink."),
                          a("Retained. Good curling!")])],
             active=[e(None, "Fairbairn")],
             superseded=[],
             allowed=[e(None, "skip"), e(None, "Lochend"), e(None, "Tuesday")],
             never=["Good curling"]),
    Scenario("axe_en_explicit_broom_sweepy", "en",
             [Session(0, [u("i throw lead for our mixed doubles pair, and my broom's a battered old thing i call Sweepy"),
                          a("Ha, Sweepy sounds like a loyal teammate."),
                          u("^^ keep that one pls")])],
             active=[e(None, "Sweepy")],
             superseded=[],
             allowed=[e(None, "lead"), e(None, "mixed doubles"), e(None, "broom")],
             never=["loyal teammate"]),
]

TRAPS = [
    Scenario("axe_en_trap_swarm_reminiscence", "en",
             [Session(0, [u("haha remember when we were going back and forth about that swarm I caught off the bus "
                            "shelter outside the chippy? absolute chaos that day"),
                          a("That sounds like quite the adventure! How did the swarm settle in?")])],
             active=[], superseded=[], allowed=[],
             never=["bus shelter", "chippy"]),
    Scenario("axe_en_trap_recipe_pdf", "en",
             [Session(0, [u("can u save this as a PDF for me? Basic Country Loaf: 500g bread flour, 375g water, 100g "
                            "levain, 10g salt, bulk 5h at 24C"),
                          a("I can't create files directly, but here's the recipe formatted so you can paste it into "
                            "a document and export it as a PDF.")])],
             active=[], superseded=[], allowed=[],
             never=["Country Loaf", "375g", "levain"]),
    Scenario("axe_en_trap_do_you_remember_problem", "en",
             [Session(0, [u("do you remember what I said about the purple problem at Granite Yard? I can't remember "
                            "if it was on the left or right wall"),
                          a("I don't have that detail in front of me. Could you remind me which problem you mean?")])],
             active=[], superseded=[], allowed=[],
             never=["Granite Yard", "purple problem"]),
    Scenario("axe_en_trap_quoted_clue", "en",
             [Session(0, [u("how does this clue work?? 'Remember to put back part of the ship (6)' been staring at it "
                            "for 20 mins"),
                          a("Let's break it down: 'Remember' is probably the definition, and 'put back' hints at a "
                            "reversal of the wordplay.")])],
             active=[], superseded=[], allowed=[],
             never=["part of the ship", "put back"]),
    Scenario("axe_en_trap_remind_me_at_five", "en",
             [Session(0, [u("remind me at 5 to call Mum about borrowing Dad's ice shanty for Saturday"),
                          a("I can't set timed reminders myself, but an alarm on your phone for 5pm would do it: "
                            "'Call Mum about the ice shanty'.")])],
             active=[], superseded=[], allowed=[],
             never=["ice shanty", "call Mum"]),
    Scenario("axe_en_trap_article_key_points", "en",
             [Session(0, [u("note down the key points of this article for me pls: 'Aldehydes entered perfumery in the "
                            "1920s and give a sparkling, soapy lift to top notes. Most aldehydic accords fade within "
                            "15 minutes on skin, which is why they are paired with heavy floral hearts.'"),
                          a("Key points: aldehydes arrived in the 1920s; they add a soapy sparkle to top notes; they "
                            "fade within about 15 minutes; so they're paired with heavy florals.")])],
             active=[], superseded=[], allowed=[],
             never=["aldehyd", "1920s", "15 minutes"]),
    Scenario("axe_en_trap_own_promise_storage", "en",
             [Session(0, [u("any tips for storing records?"),
                          a("Store them upright, never stacked flat, keep them away from radiators and direct "
                            "sunlight, and use anti-static inner sleeves."),
                          u("ahh ok cool, I'll keep that in mind 👍")])],
             active=[], superseded=[], allowed=[],
             never=["radiator", "upright", "stacked", "anti-static"]),
    Scenario("axe_en_trap_always_forget_complaint", "en",
             [Session(0, [u("i ALWAYS forget to pack spirit gum, literally every single con, my brain is a sieve 😭"),
                          a("So relatable! A checklist taped inside your kit bag might help.")])],
             active=[], superseded=[], allowed=[],
             never=["spirit gum", "sieve", "checklist"]),
    Scenario("axe_en_trap_memory_question", "en",
             [Session(0, [u("quick q how much do u actually remember between chats? like if i told u about my shrimp "
                            "today would u still know next week?"),
                          a("It depends on your memory settings. If memory is on, I can keep things you ask me to "
                            "remember.")])],
             active=[], superseded=[], allowed=[],
             never=["between chats", "next week"]),
    Scenario("axe_en_trap_write_down_recipe", "en",
             [Session(0, [u("can you write down a recipe for a mango chilli second ferment? for like 4 bottles"),
                          a("Sure! For 4 bottles: blend one ripe mango, add a pinch of chilli flakes per bottle...")])],
             active=[], superseded=[], allowed=[],
             never=["mango", "chilli"]),
    Scenario("axe_en_trap_results_table", "en",
             [Session(0, [u("make a table of these race results pls: 1st Pip Hallam, 2nd Oren Vasquez, 3rd Sunny Rao, "
                            "DNF Kit Moreau"),
                          a("| Position | Sailor |\n|---|---|\n| 1 | Pip Hallam |\n| 2 | Oren Vasquez |\n| 3 | Sunny Rao "
                            "|\n| DNF | Kit Moreau |")])],
             active=[], superseded=[], allowed=[],
             never=["Pip Hallam", "Oren Vasquez", "Sunny Rao", "Kit Moreau"]),
    Scenario("axe_en_trap_guild_minutes", "en",
             [Session(0, [u("Could you take minutes for our quilting guild meeting from these notes? Treasurer Gwen "
                            "reported £312 in the fund; raffle moved to March; next meeting at Hollins Hall."),
                          a("Minutes of the Quilting Guild Meeting: 1. Treasurer's report (Gwen): £312 in the fund. "
                            "2. Raffle moved to March. 3. Next meeting: Hollins Hall.")])],
             active=[], superseded=[], allowed=[],
             never=["Gwen", "312", "raffle", "Hollins Hall"]),
    Scenario("axe_en_trap_quoted_patter", "en",
             [Session(0, [u("my patter goes 'Remember this card, because in a moment it will remember you' ... is that "
                            "too cheesy or does it work?"),
                          a("It's a bit cheesy, but in a fun way. Delivery will make or break it.")])],
             active=[], superseded=[], allowed=[],
             never=["in a moment", "remember you", "cheesy"]),
    Scenario("axe_en_trap_halloumi_reminiscence", "en",
             [Session(0, [u("lol remember the halloumi disaster we troubleshot last month? well it finally squeaks!!"),
                          a("Ha, that's great news, the squeak is the sign of success!")])],
             active=[], superseded=[], allowed=[],
             never=["halloumi", "squeak"]),
    Scenario("axe_en_trap_ill_remember_technique", "en",
             [Session(0, [u("my sliding foot keeps turning out when i deliver, any fix?"),
                          a("Keep your toe pointed at the skip's broom and practise slow slides along the centre "
                            "line."),
                          u("noted, I'll remember to keep my toe pointed next time")])],
             active=[], superseded=[], allowed=[],
             never=["sliding foot", "toe pointed", "centre line"]),
]

HELDOUT_AXE: list[Scenario] = EXPLICIT + TRAPS
