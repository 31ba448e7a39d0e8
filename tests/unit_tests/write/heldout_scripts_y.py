"""Held-out evaluation batch Y (English) for the memory write path.

Written without reading the library code. English only: casual, typos, lowercase, UK/US, some formal.
Domains: air traffic control, locksmith, barber/hairdresser, firefighter, ferry crew, glassblowing,
falconry, rowing, pharmacology/toxicology, urban/transport planning, patent law, piano tuning,
white-water rafting, tea estate, escape room, farrier, ski patrol, calligraphy, clock repair, archaeology,
blacksmithing, stonemasonry, bell ringing, puppetry, cartography, railway signalling, fencing,
voice acting, stage magic, forensics, lifeguarding, arboriculture, surveying, taxidermy.

Mix: 15 casual facts, 20 explicit remember-requests, 10 buried facts, 8 updates, 7 traps.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

# ---------------------------------------------------------------------------
# 1) Ordinary facts said casually (15)
# ---------------------------------------------------------------------------
CASUAL = [
    Scenario("y_en_atc_shannon_approach", "en",
             [Session(0, [u("i work approach control at Shannon, rotating shifts, so if i ask stuff at 3am thats why lol"),
                          a("Makes sense! Ask away whenever.")])],
             active=[e(None, "Shannon"), e(None, "approach")],
             allowed=[e(None, "rotating")],
             never=["thats why lol"]),

    Scenario("y_en_locksmith_bristol_van", "en",
             [Session(0, [u("Been a locksmith for 11 years, mobile only, I work out of a van around Bristol. Can you help me word a reply to a 1-star review?")])],
             active=[e(None, "locksmith"), e(None, "Bristol")],
             allowed=[e(None, "11"), e(None, "van"), e(None, "mobile")],
             never=["1-star review"]),

    Scenario("y_en_barber_peckham", "en",
             [Session(0, [u("im a barber, got a chair at a shop in Peckham, mostly skin fades and beard work. whats a fair price for a hot towel shave add-on"),
                          a("In London, £10–15 on top of a cut is common."),
                          u("cheers")])],
             active=[e(None, "barber"), e(None, "Peckham")],
             allowed=[e(None, "fade"), e(None, "beard")],
             never=["hot towel", "cheers"]),

    Scenario("y_en_firefighter_engine7", "en",
             [Session(0, [u("Career firefighter here, Engine 7 in Pike County, we do 24 on / 48 off. Anyway, need a chili recipe that feeds 12 hungry guys")])],
             active=[e(None, "firefighter"), e(None, "Engine 7")],
             allowed=[e(None, "Pike County"), e(None, "24")],
             never=["chili recipe", "hungry guys"]),

    Scenario("y_en_ferry_oban_mull", "en",
             [Session(0, [u("I'm a deckhand on the CalMac ferry between Oban and Mull, seasickness stopped being a thing for me years ago haha")])],
             active=[e(None, "Oban"), e(None, "Mull")],
             allowed=[e(None, "deckhand"), e(None, "CalMac")],
             never=["seasickness"]),

    Scenario("y_en_glass_corning_hotshop", "en",
             [Session(0, [u("i do glassblowing out of a shared hot shop in Corning, mostly goblets and paperweights. studio rent went up again ugh"),
                          a("Sorry to hear that. Want help pricing your pieces to cover it?")])],
             active=[e(None, "Corning"), e(None, "glass")],
             allowed=[e(None, "goblet"), e(None, "paperweight"), e(None, "rent")],
             never=["ugh"]),

    Scenario("y_en_falconry_juniper", "en",
             [Session(0, [u("My Harris's hawk, Juniper, turned 3 this spring and we hunt rabbits most weekends. She's a total diva about it")])],
             active=[e(None, "Juniper"), e(None, "Harris")],
             allowed=[e(None, "3"), e(None, "rabbit")],
             never=["total diva"]),

    Scenario("y_en_rowing_cox_masters", "en",
             [Session(0, [u("I cox the women's masters eight at Thames RC, so yes I'm the tiny loud one in the back lol. any tips for calling a race start?")])],
             active=[e(None, "cox"), e(None, "Thames")],
             allowed=[e(None, "masters")],
             never=["tiny loud one", "race start"]),

    Scenario("y_en_tox_basel_cro", "en",
             [Session(0, [u("Context: I'm a toxicologist at a CRO in Basel, mainly hERG and safety pharmacology studies. Can you summarise the ICH S7B guidance?")])],
             active=[e(None, "toxicologist"), e(None, "Basel")],
             allowed=[e(None, "hERG"), e(None, "CRO"), e(None, "safety pharmacology")],
             never=["S7B"]),

    Scenario("y_en_transport_planner_sheffield", "en",
             [Session(0, [u("I'm a transport planner at Sheffield City Council, working on the bus priority corridors. What's a decent way to present modal shift data to councillors?")])],
             active=[e(None, "planner"), e(None, "Sheffield")],
             allowed=[e(None, "bus priority")],
             never=["modal shift", "councillors"]),

    Scenario("y_en_patent_attorney_sandiego", "en",
             [Session(0, [u("fwiw im a patent attorney, biotech side, lots of CRISPR-adjacent stuff, at a small boutique firm in San Diego")])],
             active=[e(None, "patent"), e(None, "San Diego")],
             allowed=[e(None, "biotech"), e(None, "CRISPR"), e(None, "boutique")],
             never=[]),

    Scenario("y_en_piano_tuner_galway", "en",
             [Session(0, [u("I tune pianos for a living - mostly uprights in schools and churches around Galway, plus the concert Steinway at the town hall. Best tuning hammer for a bad wrist?")])],
             active=[e(None, "piano"), e(None, "Galway")],
             allowed=[e(None, "Steinway"), e(None, "wrist")],
             never=["tuning hammer"]),

    Scenario("y_en_rafting_ocoee_ski", "en",
             [Session(0, [u("I guide class IV rafting on the Ocoee in summer and do ski patrol in the winter. basically live in my truck from May to Sept"),
                          a("What a lifestyle! Anything I can help with?"),
                          u("nah just venting about gas prices")])],
             active=[e(None, "raft"), e(None, "Ocoee")],
             allowed=[e(None, "ski patrol"), e(None, "truck")],
             never=["gas prices", "just venting"]),

    Scenario("y_en_escape_room_cardiff", "en",
             [Session(0, [u("We own an escape room in Cardiff, four rooms, the pirate one is our best seller. Need help writing a hint system for the new room")])],
             active=[e(None, "escape room"), e(None, "Cardiff")],
             allowed=[e(None, "four"), e(None, "pirate")],
             never=["hint system"]),

    Scenario("y_en_farrier_kentucky", "en",
             [Session(0, [u("I'm a farrier, I shoe about 30 horses a week across central Kentucky and my back absolutely hates me for it")])],
             active=[e(None, "farrier"), e(None, "Kentucky")],
             allowed=[e(None, "30")],
             never=["hates me"]),
]

# ---------------------------------------------------------------------------
# 2) Explicit requests to remember (20)
# ---------------------------------------------------------------------------
EXPLICIT = [
    Scenario("y_en_exp_patrol_callsign", "en",
             [Session(0, [u("Remember: my patrol radio call sign is Summit 12, and I'm on the Tuesday-to-Saturday rotation this season. ugh the 5am starts")])],
             active=[e(None, "Summit 12"), e(None, "Tuesday")],
             allowed=[e(None, "rotation"), e(None, "Saturday")],
             never=["5am starts"]),

    Scenario("y_en_exp_lefty_calligraphy", "en",
             [Session(0, [u("dont forget im left handed, so any calligraphy nib recs need to be lefty friendly. so sick of smudging everything"),
                          a("Got it — oblique holders and left-oblique nibs will suit you.")])],
             active=[e(None, "left")],
             allowed=[e(None, "calligraphy")],
             never=["smudging"]),

    Scenario("y_en_exp_clock_shop_wednesdays", "en",
             [Session(0, [u("Note that my clock repair shop is shut on Wednesdays, and I'm only reachable by email those days.")])],
             active=[e(None, "Wednesday")],
             allowed=[e(None, "email"), e(None, "clock")],
             never=[]),

    Scenario("y_en_exp_niamh_pronunciation", "en",
             [Session(0, [u("for the record, my name is Niamh and it's pronounced NEE-av. people butcher it constantly and it drives me nuts")])],
             active=[e(None, "Niamh")],
             allowed=[e(None, "NEE-av")],
             never=["drives me nuts"]),

    Scenario("y_en_exp_dig_season_two_dates", "en",
             [Session(0, [u("For future reference, our dig season at the Mesa Verde site runs from June 2 to August 29. I'm the site's ceramics specialist.")])],
             active=[e(None, "Mesa Verde"), e(None, "Jun", "Aug")],
             allowed=[e(None, "ceramics")],
             never=[]),

    Scenario("y_en_exp_metric_forge", "en",
             [Session(0, [u("keep in mind I only work in metric at the forge, no fractions of an inch please. my old mentor was american and it was chaos")])],
             active=[e(None, "metric")],
             allowed=[e(None, "forge")],
             never=["old mentor", "it was chaos"]),

    Scenario("y_en_exp_bell_tower_job", "en",
             [Session(0, [u("Jot down that the Hendricks job - the church bell tower restoration - starts 14 March, and my foreman on it is Gus.")])],
             active=[e(None, "Mar", "14"), e(None, "Gus")],
             allowed=[e(None, "Hendricks"), e(None, "bell tower")],
             never=[]),

    Scenario("y_en_exp_going_forward_rory", "en",
             [Session(0, [u("going forward, call me Rory. nobody's called me Roderick since primary school lol"),
                          a("Sure thing, Rory!")])],
             active=[e(None, "Rory")],
             allowed=[e(None, "Roderick")],
             never=["since primary school"]),

    Scenario("y_en_exp_tenor_bell_practice", "en",
             [Session(0, [u("make a note: I ring the tenor bell at St Mary's, practice night is Thursday 7:30. the tower stairs are murder on my knees")])],
             active=[e(None, "tenor"), e(None, "Thursday")],
             allowed=[e(None, "St Mary"), e(None, "7:30")],
             never=["murder on my knees"]),

    Scenario("y_en_exp_puppet_company", "en",
             [Session(0, [u("save this: our puppet company is called Paper Lantern Theatre and we tour primary schools every autumn term. that's all, the rest of my life is chaos")])],
             active=[e(None, "Paper Lantern")],
             allowed=[e(None, "autumn"), e(None, "puppet")],
             never=["rest of my life is chaos"]),

    Scenario("y_en_exp_cartography_tools", "en",
             [Session(0, [u("File this away: I make my maps in QGIS and print them on an HP DesignJet T650, so tailor any instructions to those two")])],
             active=[e(None, "QGIS"), e(None, "T650")],
             allowed=[e(None, "DesignJet")],
             never=[]),

    Scenario("y_en_exp_crewe_nights_mid_cue", "en",
             [Session(0, [u("I'm on nights at Crewe signalling centre for the whole of October - store that somewhere, yeah? my body clock is wrecked already")])],
             active=[e(None, "Crewe"), e(None, "Oct")],
             allowed=[e(None, "nights"), e(None, "signal")],
             never=["body clock"]),

    Scenario("y_en_exp_log_fencing_lyon", "en",
             [Session(0, [u("log this: fencing tournament in Lyon, Nov 8-9, I'm entered in veteran épée. sooo nervous lol")])],
             active=[e(None, "Lyon"), e(None, "Nov")],
             allowed=[e(None, "épée"), e(None, "veteran")],
             never=["sooo nervous"]),

    Scenario("y_en_exp_heads_up_deaf_ear", "en",
             [Session(0, [u("heads up - I'm deaf in my left ear, so when you give me mic setup tips for my voice acting booth, assume mono monitoring.")])],
             active=[e(None, "deaf", "left")],
             allowed=[e(None, "voice acting"), e(None, "mono")],
             never=[]),

    Scenario("y_en_exp_stage_name_end_cue", "en",
             [Session(0, [u("my stage name for the magic shows is The Great Marlowe, pls remember that (my teenager thinks it's cringe)")])],
             active=[e(None, "Marlowe")],
             allowed=[e(None, "magic")],
             never=["cringe"]),

    Scenario("y_en_exp_audit_typo_rember", "en",
             [Session(0, [u("the lab's ISO 17025 accreditation audit is on 3 Dec, plz rember that, its a huge deal and I'll be stressed out of my mind"),
                          a("Noted. Want a prep checklist for the forensic audit?"),
                          u("yes later")])],
             active=[e(None, "Dec", "3")],
             allowed=[e(None, "17025"), e(None, "audit")],
             never=["stressed out of my mind", "yes later"]),

    Scenario("y_en_exp_formal_surveyor", "en",
             [Session(0, [u("Kindly make a note that I am a chartered surveyor (MRICS) and that my practice is registered in Edinburgh. Thank you.")])],
             active=[e(None, "surveyor"), e(None, "Edinburgh")],
             allowed=[e(None, "MRICS")],
             never=[]),

    Scenario("y_en_exp_darjeeling_estate", "en",
             [Session(0, [u("don't forget my tea estate is in Darjeeling, first flush picking starts mid March, and we've been certified organic since 2019")])],
             active=[e(None, "Darjeeling")],
             allowed=[e(None, "first flush"), e(None, "organic"), e(None, "2019")],
             never=[]),

    Scenario("y_en_exp_lifeguard_recert", "en",
             [Session(0, [u("pls remember my lifeguard recert is due by 30 April or I can't work the summer season. so annoying tbh")])],
             active=[e(None, "Apr", "30")],
             allowed=[e(None, "lifeguard"), e(None, "recert")],
             never=["so annoying"]),

    Scenario("y_en_exp_arborist_crew_two_names", "en",
             [Session(0, [u("Hang on to this for me: my tree surgery crew is just me plus two climbers, Dee and Marco. I always forget which one I've told you about")])],
             active=[e(None, "Dee"), e(None, "Marco")],
             allowed=[e(None, "climber")],
             never=["always forget"]),
]

# ---------------------------------------------------------------------------
# 3) Facts buried inside long messages (10)
# ---------------------------------------------------------------------------
BURIED = [
    Scenario("y_en_bur_atc_dublin_validation", "en",
             [Session(0, [u("Honestly this roster is a war crime. Four nights, two days off, then straight back onto earlies, and the canteen "
                            "still hasn't fixed the coffee machine. The union rep keeps promising a meeting that never happens. Long story short "
                            "I finally got validated on the Dublin ACC sector, so that's where I'm working from now on. Anyway what's a good "
                            "podcast for a 40 minute drive")])],
             active=[e(None, "Dublin")],
             allowed=[e(None, "ACC"), e(None, "validated")],
             never=["war crime", "coffee machine", "podcast", "union rep"]),

    Scenario("y_en_bur_salon_opening_margate", "en",
             [Session(0, [u("So the builder went AWOL for a week, the backwash units arrived in the wrong colour and my mum keeps asking "
                            "if I've 'thought this through'. But it's happening - I'm opening my own salon, Strand & Co, in Margate on 1 May. "
                            "Also the dog ate a tube of toner, he's fine, vet says he'll just be a bit blue.")])],
             active=[e(None, "Strand & Co"), e(None, "Margate")],
             allowed=[e(None, "May"), e(None, "salon")],
             never=["AWOL", "toner", "a bit blue", "thought this through"]),

    Scenario("y_en_bur_pilchuck_residency", "en",
             [Session(0, [u("ok long one. burned my forearm on the glory hole again (my fault), the annealer's thermocouple is playing up, "
                            "and a customer wants 40 matching tumblers by friday which is not happening. BUT i got accepted to the Pilchuck "
                            "summer residency, it's in July!! also does anyone actually like bubble wrap shipping or is it just me")])],
             active=[e(None, "Pilchuck"), e(None, "Jul")],
             allowed=[e(None, "residency")],
             never=["forearm", "thermocouple", "tumblers", "bubble wrap"]),

    Scenario("y_en_bur_eqe_passed", "en",
             [Session(0, [u("What a week. The partner who sits next to me has discovered speakerphone, my train was cancelled twice, and "
                            "I spilt an entire flat white over a client's prior art bundle. On the plus side I found out I passed all four "
                            "EQE papers, so I'm finally a qualified European patent attorney. Celebrating with a very large pizza tonight.")])],
             active=[e(None, "EQE")],
             allowed=[e(None, "European patent attorney")],
             never=["speakerphone", "flat white", "pizza", "train was cancelled"]),

    Scenario("y_en_bur_rncm_contract", "en",
             [Session(0, [u("Van's in the garage again, the clutch this time, so I've been getting the bus with my tool roll like some kind "
                            "of Victorian tradesman. Had a lovely old lady feed me three slices of cake after I did her Broadwood. "
                            "Big news though: I've taken on the maintenance contract for the RNCM's 14 practice-room pianos starting September. "
                            "Anyway, is it normal for a wrest plank to crack like that?")])],
             active=[e(None, "RNCM"), e(None, "Sep")],
             allowed=[e(None, "14")],
             never=["clutch", "cake", "Victorian tradesman", "wrest plank"]),

    Scenario("y_en_bur_head_of_charles", "en",
             [Session(0, [u("erg scores are tanking, my hands look like a crime scene and the boathouse showers are freezing again. coach "
                            "thinks I'm overtraining which, fair. btw me and my doubles partner Sam are entered in the Head of the Charles "
                            "this October, masters double. anyway what do ppl put on blisters")])],
             active=[e(None, "Head of the Charles")],
             allowed=[e(None, "Sam"), e(None, "Oct"), e(None, "double")],
             never=["blisters", "crime scene", "showers are freezing"]),

    Scenario("y_en_bur_taxidermy_fox_commission", "en",
             [Session(0, [u("The freezer in the workshop died over the weekend so I spent Sunday triaging specimens, which is exactly as "
                            "glamorous as it sounds. My neighbour also complained about 'the smell' again (there is no smell). More "
                            "importantly, the county museum commissioned me to mount a red fox for their new woodland gallery, due 20 January.")])],
             active=[e(None, "fox"), e(None, "Jan")],
             allowed=[e(None, "museum"), e(None, "20")],
             never=["freezer", "the smell", "glamorous"]),

    Scenario("y_en_bur_formal_watch_manager", "en",
             [Session(0, [u("Good afternoon. I hope you are well. I have spent the morning reviewing our station's hydrant inspection "
                            "records, which are, frankly, in a dreadful state, and I also had to deal with a rather tiresome complaint "
                            "about engine noise. I should mention that I have been promoted to Watch Manager on Blue Watch, effective "
                            "next month. Could you help me draft an introductory email to my new crew?")])],
             active=[e(None, "Watch Manager")],
             allowed=[e(None, "Blue Watch")],
             never=["hydrant inspection", "engine noise", "dreadful state"]),

    Scenario("y_en_bur_roundhouse_report", "en",
             [Session(0, [u("soooo the site hut flooded, the total station got knocked over by a sheep (yes really) and half the team has "
                            "covid. fun times. im writing up the bronze age roundhouse report for Historic England, deadline is end of feb. "
                            "also is it weird that i miss trowelling when im stuck at a desk")])],
             active=[e(None, "roundhouse"), e(None, "Feb")],
             allowed=[e(None, "Historic England"), e(None, "bronze age")],
             never=["sheep", "covid", "flooded", "trowelling"]),

    Scenario("y_en_bur_audiobook_booking", "en",
             [Session(0, [u("My throat's been scratchy all week, the neighbour's started drilling at 8am, and my cat keeps walking across "
                            "the keyboard mid-take. Anyway!! I booked the audiobook gig - a 12 hour fantasy novel - recording at Soundhaus "
                            "in Camden starting on the 5th. Any tips for keeping character voices consistent over that many sessions?")])],
             active=[e(None, "audiobook"), e(None, "Soundhaus")],
             allowed=[e(None, "Camden"), e(None, "12 hour")],
             never=["drilling", "scratchy", "keyboard"]),
]

# ---------------------------------------------------------------------------
# 4) Updates: change of mind, moved date, new value, cancellation (8)
# ---------------------------------------------------------------------------
UPDATES = [
    Scenario("y_en_upd_grand_canyon_cancelled", "en",
             [Session(0, [u("taking a group of 10 down the Grand Canyon in May, 16 days on the river, cant wait")]),
              Session(20, [u("the Grand Canyon trip is off, our permit fell through. gutted")])],
             active=[],
             expired=[e(None, "Grand Canyon")],
             allowed=[e(None, "permit")],
             never=["gutted"]),

    Scenario("y_en_upd_barber_moves_brixton", "en",
             [Session(0, [u("I rent a chair at Fade Factory in Peckham")]),
              Session(45, [u("moved! got my own booth at Kings Cuts in Brixton now, way better footfall")])],
             active=[e(None, "Kings Cuts")],
             superseded=[e(None, "Fade Factory")],
             allowed=[e(None, "Brixton"), e(None, "footfall")],
             never=[]),

    Scenario("y_en_upd_quarter_peal_moved", "en",
             [Session(0, [u("our quarter peal attempt is Saturday 17 May, I'm ringing the treble")]),
              Session(10, [u("quarter peal got pushed back to 12 July because our conductor's away. more practice time I suppose")])],
             active=[e(None, "peal", "Jul")],
             superseded=[e(None, "May")],
             allowed=[e(None, "treble")],
             never=["more practice time"]),

    Scenario("y_en_upd_novartis_to_startup", "en",
             [Session(0, [u("I'm in oncology pharmacology at Novartis, mostly in vivo efficacy work")]),
              Session(70, [u("big change - left Novartis last month, I've joined a startup called Helix Bio in Cambridge MA as head of pharmacology")])],
             active=[e(None, "Helix Bio")],
             superseded=[e(None, "Novartis")],
             allowed=[e(None, "Cambridge"), e(None, "head of pharmacology")],
             never=[]),

    Scenario("y_en_upd_room_theme_change", "en",
             [Session(0, [u("next room we're building is going to be a Victorian asylum theme, super creepy")]),
              Session(15, [u("scrapped the asylum idea, too many ppl said it was in poor taste. doing a space station heist instead")])],
             active=[e(None, "space station")],
             superseded=[e(None, "asylum")],
             allowed=[e(None, "heist")],
             never=["poor taste"]),

    Scenario("y_en_upd_farrier_rate_formal", "en",
             [Session(0, [u("My rate for a full set of shoes is $180.")]),
              Session(30, [u("Please be advised that I am raising my full-set rate to $210 from next month, owing to the cost of steel.")])],
             active=[e(None, "210")],
             superseded=[e(None, "180")],
             allowed=[e(None, "steel")],
             never=[]),

    Scenario("y_en_upd_hawk_flying_weight", "en",
             [Session(0, [u("Juniper's flying weight is 720g at the moment, she's a bit sluggish though")]),
              Session(8, [u("dropped Juniper to 690g and she's so much sharper on the lure now")])],
             active=[e(None, "690")],
             superseded=[e(None, "720")],
             allowed=[e(None, "Juniper")],
             never=[]),

    Scenario("y_en_upd_safe_course_pulled", "en",
             [Session(0, [u("signed up for a safe engineering course in Leeds in March, 5 days, to add safes to my locksmith work")]),
              Session(16, [u("pulled out of the safe course in the end, can't afford the time off right now")])],
             active=[],
             expired=[e(None, "safe", "course")],
             allowed=[e(None, "locksmith")],
             never=[]),
]

# ---------------------------------------------------------------------------
# 5) Traps: questions, recall questions, reminders, small talk, others, hypotheticals, quotes (7)
# ---------------------------------------------------------------------------
TRAPS = [
    Scenario("y_en_trap_pure_question_atc", "en",
             [Session(0, [u("how long does it take to become an air traffic controller in the US? just curious")])],
             active=[],
             never=["air traffic controller", "just curious"]),

    Scenario("y_en_trap_do_you_remember_tompion", "en",
             [Session(0, [u("I restore longcase clocks in my workshop in York")]),
              Session(7, [u("do you remember when I told you about that Tompion bracket clock? was it last week or the week before")])],
             active=[e(None, "longcase")],
             allowed=[e(None, "York")],
             never=["Tompion"]),

    Scenario("y_en_trap_remind_me_5pm", "en",
             [Session(0, [u("remind me at 5pm to call the insurance guy about the forge")])],
             active=[],
             never=["insurance guy"]),

    Scenario("y_en_trap_small_talk", "en",
             [Session(0, [u("haha morning! hows your day going? mine's been slow, just drinking tea and staring at the wall"),
                          a("Morning! Slow days have their charm."),
                          u("true true")])],
             active=[],
             never=["staring at the wall", "drinking tea", "true true"]),

    Scenario("y_en_trap_apprentice_facts", "en",
             [Session(0, [u("I'm a stonemason. my apprentice Kyle just passed his NVQ level 3 and he's moving to Glasgow next month, gonna miss him")])],
             active=[e(None, "stonemason")],
             allowed=[e(None, "Kyle"), e(None, "apprentice")],
             never=["Glasgow", "NVQ"]),

    Scenario("y_en_trap_hypothetical_food_truck", "en",
             [Session(0, [u("if I ever quit the fire service I'd probably open a BBQ food truck lol. anyway I've been on Red Watch for 6 years")])],
             active=[e(None, "Red Watch")],
             allowed=[e(None, "6")],
             never=["food truck", "BBQ"]),

    Scenario("y_en_trap_quoted_client_email", "en",
             [Session(0, [u("my client emailed: 'We are relocating our HQ to Rotterdam in Q3 and need the patent assignments updated.' how do I reply formally?")])],
             active=[],
             never=["Rotterdam", "HQ"]),
]

HELDOUT_Y: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
