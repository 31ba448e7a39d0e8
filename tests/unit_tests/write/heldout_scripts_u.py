"""Held-out evaluation batch U (English) for the memory write path.

Written without reading the library code or the other held-out batch.
Domains: wedding planning, elderly parents, farming/beekeeping, aviation training, PhD life,
real-estate investing, theatre, sailing, astronomy, restaurant/shop owners, emigrating, daily life.

Mix: 30 casual facts, 15 explicit remember-requests, 15 buried facts, 20 updates, 20 traps.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

# ---------------------------------------------------------------------------
# 1) Ordinary facts said casually (30)
# ---------------------------------------------------------------------------
CASUAL = [
    Scenario("u_en_hives_back_field", "en",
             [Session(0, [u("ugh the wax moths got into a super again. anyway I've got 12 hives on the back field now, mostly Buckfast"),
                          a("Sorry about the wax moths. Freezing frames for 48 hours before storing them helps a lot."),
                          u("yeah will try that")])],
             active=[e(None, "12", "hive")],
             allowed=[e(None, "Buckfast"), e(None, "wax moth")],
             never=["will try that"]),

    Scenario("u_en_ppl_hours_redhill", "en",
             [Session(0, [u("Flew again today, I'm at 34 hours towards the PPL now. Club's at Redhill if that matters for the weather stuff"),
                          a("Nice progress! Want me to explain how to read the Redhill TAF?"),
                          u("go on then")])],
             active=[e(None, "34", "PPL"), e(None, "Redhill")],
             never=["go on then"]),

    Scenario("u_en_phd_peatland_uppsala", "en",
             [Session(0, [u("ok so context: 3rd year PhD at Uppsala, thesis is on methane fluxes from drained peatlands. can you explain eddy covariance gap filling in plain terms")])],
             active=[e(None, "Uppsala"), e(None, "peatland")],
             allowed=[e(None, "methane")],
             never=["gap filling"]),

    Scenario("u_en_mum_vascular_dementia", "en",
             [Session(0, [u("Mum got her vascular dementia diagnosis in march and she's been living with us since"),
                          a("That's a lot to take on. How are you coping?"),
                          u("some days better than others tbh")])],
             active=[e("profile", "dementia")],
             allowed=[e(None, "living with")],
             never=["better than others"]),

    Scenario("u_en_bistro_leith", "en",
             [Session(0, [u("It's a 40 cover bistro in Leith, me and my brother own it 50/50. We're shut Mondays so that's my admin day."),
                          a("Got it. What would you like help with?"),
                          u("staff rota for december")])],
             active=[e(None, "bistro", "Leith"), e(None, "Monday")],
             allowed=[e(None, "brother"), e(None, "40"), e(None, "admin")],
             never=["staff rota"]),

    Scenario("u_en_westerly_puffin", "en",
             [Session(0, [u("shes a 1978 Westerly Centaur, name's Puffin, on a swinging mooring off Lymington. what antifoul do ppl use on those")])],
             active=[e(None, "Westerly"), e(None, "Puffin")],
             allowed=[e(None, "Lymington"), e(None, "1978")],
             never=["antifoul"]),

    Scenario("u_en_dob_back_garden", "en",
             [Session(0, [u("Using an 8\" dob from the back garden mostly, sky's around bortle 4. What should I be looking at in October?")])],
             active=[e(None, "dob")],
             allowed=[e(None, "bortle")],
             never=["What should I be looking at"]),

    Scenario("u_en_dayton_duplexes", "en",
             [Session(0, [u("Got three duplexes in Dayton, all long-term tenants, one's on section 8. Thinking about raising rents modestly next renewal, what's typical?")])],
             active=[e(None, "duplex", "Dayton")],
             allowed=[e(None, "section 8"), e(None, "raising rent")],
             never=["what's typical"]),

    Scenario("u_en_stage_managing_our_town", "en",
             [Session(0, [u("hey! stage managing Our Town at the Riverside Players this autumn, first time calling a show from the booth 😬"),
                          a("Exciting! Want some tips for calling cues?"),
                          u("yes pls")])],
             active=[e(None, "Our Town")],
             allowed=[e(None, "Riverside Players"), e(None, "stage manag")],
             never=["yes pls"]),

    Scenario("u_en_skilled_worker_visa", "en",
             [Session(0, [u("For context I'm in the UK on a Skilled Worker visa, sponsored by the hospital trust, it runs out in August 2026.")])],
             active=[e(None, "Skilled Worker"), e(None, "2026")],
             allowed=[e(None, "hospital")],
             never=[]),

    Scenario("u_en_dad_warfarin", "en",
             [Session(0, [u("dads on warfarin so I watch how much spinach and kale he gets, he lives two streets over from me"),
                          a("Sensible — consistency of vitamin K intake matters more than avoiding it completely."),
                          u("oh good to know")])],
             active=[e("profile", "warfarin")],
             allowed=[e(None, "spinach"), e(None, "two streets")],
             never=["good to know"]),

    Scenario("u_en_yarn_shop_hebden", "en",
             [Session(0, [u("I run a little yarn shop in Hebden Bridge, it's just me plus Saturdays when Kemi comes in. Need ideas for a winter window display")])],
             active=[e(None, "yarn"), e(None, "Hebden Bridge")],
             allowed=[e(None, "Kemi"), e(None, "Saturday")],
             never=["window display"]),

    Scenario("u_en_veggie_since_uni", "en",
             [Session(0, [u("been veggie since uni fwiw so skip the beef ones"),
                          a("Noted — here are three vegetarian wedding menu options instead.")])],
             active=[e(None, "veg", slot="diet")],
             allowed=[e(None, "beef")],
             never=[]),

    Scenario("u_en_jersey_milking", "en",
             [Session(0, [u("Milking's at half four and again at four in the afternoon, 90 Jerseys, so I'm usually wrecked by 8pm. any quick dinner ideas")])],
             active=[e(None, "90", "Jersey")],
             allowed=[e(None, "half four"), e(None, "8pm")],
             never=["dinner ideas"]),

    Scenario("u_en_tailwheel_citabria", "en",
             [Session(0, [u("Did my tailwheel endorsement last spring in a Citabria. Now I'm wondering about aerobatics")])],
             active=[e(None, "tailwheel")],
             allowed=[e(None, "Citabria"), e(None, "aerobatic")],
             never=[]),

    Scenario("u_en_postdoc_zebrafish", "en",
             [Session(0, [u("I'm a postdoc in a zebrafish lab at the Crick, PI is Dr. Okafor. Grant deadline stress is real lol")])],
             active=[e(None, "postdoc", slot="role"), e(None, "zebrafish")],
             allowed=[e(None, "Okafor"), e(None, "Crick"), e(None, "grant")],
             never=["stress is real"]),

    Scenario("u_en_second_tenor", "en",
             [Session(0, [u("I sing second tenor in a chamber choir, rehearsals are Wednesday nights, so evening shifts at the shop have to avoid those")])],
             active=[e(None, "tenor"), e(None, "Wednesday")],
             allowed=[e(None, "shop")],
             never=[]),

    Scenario("u_en_lisbon_since_january", "en",
             [Session(0, [u("We moved to Lisbon in January, still sorting out the NIF and the bank account lol. Portuguese bureaucracy is something else"),
                          a("It can be slow! Do you want a checklist?"),
                          u("yes please")])],
             active=[e("profile", "Lisbon", slot="city")],
             allowed=[e(None, "NIF")],
             never=["bureaucracy is something else", "yes please"]),

    Scenario("u_en_bakery_330", "en",
             [Session(0, [u("I own the bakery so I'm up at 3:30 every day, the ovens go on at 4. so pls dont suggest evening classes that end at 10")])],
             active=[e(None, "bakery"), e(None, "3:30")],
             allowed=[e(None, "evening class")],
             never=[]),

    Scenario("u_en_day_skipper_done", "en",
             [Session(0, [u("Passed my RYA Day Skipper in the summer. Coastal Skipper is next, probably spring.")])],
             active=[e(None, "Day Skipper")],
             allowed=[e(None, "Coastal Skipper")],
             never=[]),

    Scenario("u_en_dad_oakridge_sundays", "en",
             [Session(0, [u("Dad's in Oakridge care home now, I go every Sunday after lunch. He still recognises me most weeks which is something."),
                          a("I'm glad you still get those visits together.")])],
             active=[e(None, "Oakridge"), e(None, "Sunday")],
             never=[]),

    Scenario("u_en_astro_imaging_rig", "en",
             [Session(0, [u("My imaging rig is a ZWO ASI2600 on an EQ6-R, narrowband mostly because I'm in the middle of town. How long should my Ha subs be?")])],
             active=[e(None, "ASI2600"), e(None, "EQ6-R")],
             allowed=[e(None, "narrowband")],
             never=["How long should"]),

    Scenario("u_en_midterm_nurses_knoxville", "en",
             [Session(0, [u("my whole strategy is mid-term rentals for travel nurses. 2 furnished units near the hospital in Knoxville right now")])],
             active=[e(None, "travel nurse"), e(None, "Knoxville")],
             allowed=[e(None, "mid-term"), e(None, "furnished")],
             never=[]),

    Scenario("u_en_lighting_designer_eos", "en",
             [Session(0, [u("I'm a freelance lighting designer, mostly fringe and touring work, and I programme on an ETC Eos. Can you help me write a cue sheet template?")])],
             active=[e(None, "lighting designer", slot="role"), e(None, "Eos")],
             allowed=[e(None, "freelance"), e(None, "fringe")],
             never=["cue sheet template"]),

    Scenario("u_en_wedding_80_guests", "en",
             [Session(0, [u("we're capping it at 80 guests, her side is bigger so roughly 50/30. how many tables of 8 is that"),
                          a("That's 10 tables of 8.")])],
             active=[e(None, "80")],
             allowed=[e(None, "50/30")],
             never=["tables of 8"]),

    Scenario("u_en_fiance_tomasz_polish", "en",
             [Session(0, [u("My fiancé Tomasz is Polish so part of the ceremony will be in Polish, and his grandma is flying in from Kraków"),
                          a("Lovely! Would you like help with a bilingual order of service?")])],
             active=[e("profile", "Tomasz"), e(None, "Polish")],
             allowed=[e(None, "grandma")],
             never=[]),

    Scenario("u_en_german_b1_permit", "en",
             [Session(0, [u("I am living in Munich since two years, my German is B1 now, I need this for the settlement permit. Can you correct my letter to the Ausländerbehörde?")])],
             active=[e("profile", "Munich", slot="city"), e(None, "B1")],
             allowed=[e(None, "settlement permit"), e(None, "German")],
             never=["correct my letter"]),

    Scenario("u_en_goats_and_brian", "en",
             [Session(0, [u("We've also got 6 Anglo-Nubian goats and a very loud donkey called Brian. The donkey is the real boss of the farm")])],
             active=[e(None, "Anglo-Nubian"), e(None, "Brian")],
             allowed=[e(None, "6")],
             never=["real boss"]),

    Scenario("u_en_cycle_to_lab", "en",
             [Session(0, [u("I cycle to the lab, about 25 min each way unless it's chucking it down. what's a decent waterproof jacket under £100?")])],
             active=[e(None, "25 min")],
             allowed=[e(None, "cycle"), e(None, "lab")],
             never=["waterproof jacket", "under £100"]),

    Scenario("u_en_coffee_cart_bend", "en",
             [Session(0, [u("I run a coffee cart at the Saturday farmers market in Bend. been doing it 3 seasons now"),
                          a("Nice! How can I help?"),
                          u("need a catchier name for the cart tbh")])],
             active=[e(None, "coffee cart"), e(None, "Bend")],
             allowed=[e(None, "Saturday"), e(None, "3 seasons")],
             never=["catchier name"]),
]

# ---------------------------------------------------------------------------
# 2) Explicit requests to remember (15)
# ---------------------------------------------------------------------------
EXPLICIT = [
    Scenario("u_en_call_me_mags", "en",
             [Session(0, [u("Call me Mags, please. Nobody calls me Margaret except my mother when I'm in trouble."),
                          a("Will do, Mags!")])],
             active=[e("profile", "Mags", slot="name")],
             allowed=[e(None, "Margaret")],
             never=["in trouble"]),

    Scenario("u_en_remember_bee_sting_allergy", "en",
             [Session(0, [u("please remember I'm allergic to bee stings. yes I know, a beekeeper. I carry an epipen in the bee suit")])],
             active=[e("profile", "bee sting")],
             allowed=[e(None, "epipen")],
             never=[]),

    Scenario("u_en_note_checkride_may", "en",
             [Session(0, [u("Note that my checkride is on the 22nd of May, examiner is a Mr Halvorsen."),
                          a("Noted: checkride on 22 May with Mr Halvorsen.")])],
             active=[e("plan", "checkride", "May")],
             allowed=[e(None, "Halvorsen")],
             never=[]),

    Scenario("u_en_keep_in_mind_gluten_kitchen", "en",
             [Session(0, [u("keep in mind our kitchen is 100% gluten free whenever you suggest specials. no 'just swap the flour' nonsense")])],
             active=[e(None, "gluten")],
             never=["swap the flour"]),

    Scenario("u_en_dont_forget_viva", "en",
             [Session(0, [u("dont forget my viva is 3 Oct!! I'll need to print the thesis the week before")])],
             active=[e("plan", "viva", "Oct")],
             allowed=[e(None, "print")],
             never=[]),

    Scenario("u_en_future_ref_knots", "en",
             [Session(0, [u("For future reference, distances in nautical miles and speeds in knots please. I'm on a boat, not a motorway.")])],
             active=[e("preference", "nautical mile"), e("preference", "knots")],
             never=["motorway"]),

    Scenario("u_en_jot_lease_maple", "en",
             [Session(0, [u("Can you jot down that the lease on the Maple Street house renews on 1 September? Tenant is month-to-month after that if they don't sign.")])],
             active=[e(None, "Maple", "September")],
             allowed=[e(None, "month-to-month")],
             never=[]),

    Scenario("u_en_remember_brother_dev_finances", "en",
             [Session(0, [u("Remember that my brother Dev handles Dad's money stuff — bills, pension, the lot. I do the medical side."),
                          a("Got it. I'll keep that division in mind.")])],
             active=[e(None, "Dev")],
             allowed=[e(None, "medical"), e(None, "pension")],
             never=[]),

    Scenario("u_en_bear_in_mind_auckland", "en",
             [Session(0, [u("bear in mind I'm on Auckland time now, so don't plan stuff for 'my morning' like I'm still in London")])],
             active=[e(None, "Auckland")],
             allowed=[e(None, "London")],
             never=[]),

    Scenario("u_en_save_eyepieces", "en",
             [Session(0, [u("save this for me: my eyepieces are a 25mm Plössl, a 12mm and a 6mm Nagler. so only recommend targets that work with those")])],
             active=[e(None, "Nagler"), e(None, "25mm")],
             allowed=[e(None, "12mm")],
             never=[]),

    Scenario("u_en_going_forward_bullets", "en",
             [Session(0, [u("Going forward just give me bullet points. I read these between lunch and dinner service, I've got two minutes tops."),
                          a("Understood — bullets from now on.")])],
             active=[e("preference", "bullet")],
             allowed=[e(None, "two minutes")],
             never=[]),

    Scenario("u_en_make_note_dress_fitting", "en",
             [Session(0, [u("make a note: dress fitting at Ivory & Lace on Thursday, 11am. my maid of honour is coming with")])],
             active=[e("plan", "Ivory", "Thursday")],
             allowed=[e(None, "11")],
             never=[]),

    Scenario("u_en_remember_green_queens", "en",
             [Session(0, [u("pls remember that this year's queens are all marked green so I don't mix them up with last year's yellow ones")])],
             active=[e(None, "green", "queen")],
             allowed=[e(None, "yellow")],
             never=[]),

    Scenario("u_en_file_away_bracknell", "en",
             [Session(0, [u("File this away: I'm understudying Lady Bracknell in Earnest, and the run is 12 to 28 March."),
                          a("Filed! Break a leg.")])],
             active=[e(None, "Bracknell")],
             allowed=[e(None, "March"), e(None, "Earnest")],
             never=[]),

    Scenario("u_en_for_record_they_them", "en",
             [Session(0, [u("For the record, I go by they/them. The old wedding vendor emails keep getting it wrong and it's exhausting.")])],
             active=[e("profile", "they/them")],
             never=["exhausting"]),
]

# ---------------------------------------------------------------------------
# 3) Facts buried inside long messages (15)
# ---------------------------------------------------------------------------
BURIED = [
    Scenario("u_en_buried_bankstown_cancellation", "en",
             [Session(0, [u("Third cancellation this month. THIRD. The TAF said gusts to 25 and my instructor won't send me solo with more than 15 knots crosswind, "
                            "which fine, I get it, but I'm paying for the 172 by the hour out of Bankstown whether it flies or not because of the club's 24h rule. "
                            "Also my neighbour's dog barked all night so I'm running on four hours of sleep. Anyway, what's a good ground school topic to do at home today?")])],
             active=[e(None, "172"), e(None, "Bankstown")],
             allowed=[e(None, "solo"), e(None, "24h")],
             never=["dog", "four hours", "gusts to 25"]),

    Scenario("u_en_buried_florist_peonies", "en",
             [Session(0, [u("ok three things. 1) the florist quoted £1,800 for the flowers which is insane 2) can you draft a polite email pushing back on that "
                            "3) we've decided peonies for the bouquet no matter what, I don't care what's in season. oh and my cousin is getting married the same "
                            "summer which is sooo annoying")])],
             active=[e("decision", "peonies")],
             allowed=[e(None, "1,800")],
             never=["cousin", "polite email"]),

    Scenario("u_en_buried_mum_fall", "en",
             [Session(0, [u("So Mum had a fall on Tuesday, she's fine, bruised hip, the paramedics were lovely. Upshot is we've finally got her a pendant alarm "
                            "and the OT is coming to fit grab rails. My sister thinks she should go into a home but that's not happening. She's 84 and stubborn as anything.")])],
             active=[e("profile", "84")],
             allowed=[e(None, "pendant alarm"), e(None, "grab rail"), e(None, "fall")],
             never=["paramedics", "into a home"]),

    Scenario("u_en_buried_fish_supplier", "en",
             [Session(0, [u("I swear our fish supplier is trying to finish me off. Turbot came in at half the weight AGAIN. We're a 28 seat seafood place on the harbour, "
                            "every kilo matters. Honestly the whole industry is broken, margins are a joke, everybody knows it. Can you help me write a complaint?")])],
             active=[e(None, "28"), e(None, "seafood")],
             allowed=[e(None, "harbour"), e(None, "supplier")],
             never=["industry is broken", "half the weight"]),

    Scenario("u_en_buried_geoderma_rr", "en",
             [Session(0, [u("My supervisor's on sabbatical in Kyoto till June, the department printer has been broken for a week, and my second paper just got a "
                            "revise-and-resubmit from Geoderma!! I'm doing all the stats in R, never touched SPSS and I'm not starting now. How do I structure a response-to-reviewers letter?")])],
             active=[e(None, "Geoderma")],
             allowed=[e(None, "SPSS"), e(None, "sabbatical"), e(None, "second paper")],
             never=["printer", "response-to-reviewers"]),

    Scenario("u_en_buried_lobster_pot_sadler", "en",
             [Session(0, [u("Last weekend was a proper disaster, fouled the prop on a lobster pot off Start Point and had to sail her onto the mooring with no engine. "
                            "Good practice I suppose! For context I keep her at Dartmouth and she's a Sadler 26. What's the best way to stop it happening again, a rope cutter?")])],
             active=[e(None, "Sadler"), e(None, "Dartmouth")],
             allowed=[e(None, "rope cutter")],
             never=["lobster pot", "Start Point"]),

    Scenario("u_en_buried_express_entry", "en",
             [Session(0, [u("the IRCC website is a maze, I swear they design it to make you cry. anyway my PR application went in on 9 Feb through express entry, "
                            "CRS 478, and the waiting is driving me mental. my friend Lucas got his in 4 months but he's francophone so different stream. "
                            "is it normal to not hear anything for 6 weeks?")])],
             active=[e(None, "express entry"), e(None, "478")],
             allowed=[e(None, "9 Feb")],
             never=["Lucas", "francophone", "make you cry"]),

    Scenario("u_en_buried_veil_mosaic", "en",
             [Session(0, [u("cloud cloud cloud. three weeks no clear sky. the Met Office app is useless. at least the new filter wheel arrived. I'm trying to finish a mosaic "
                            "of the Veil for the society exhibition in November, that's the one thing I actually care about this season")])],
             active=[e(None, "Veil")],
             allowed=[e(None, "November"), e(None, "filter wheel"), e(None, "exhibition")],
             never=["Met Office", "three weeks"]),

    Scenario("u_en_buried_lambing", "en",
             [Session(0, [u("ewes are on the top field, lambing starts 20 March, also the quad's making a weird clunking noise, also can you explain how to work out stocking density per hectare")])],
             active=[e("plan", "lambing", "March")],
             allowed=[e(None, "ewe")],
             never=["stocking density", "clunking"]),

    Scenario("u_en_buried_fly_rail", "en",
             [Session(0, [u("Rehearsals are chaos. The director and the lead aren't speaking, someone keeps nicking the biscuits from the green room, the set's still not painted. "
                            "My bit's easy at least, I'm on the fly rail and running sound cues. Opening night's 14 Nov, god help us.")])],
             active=[e(None, "fly rail"), e("plan", "14", "Nov")],
             allowed=[e(None, "sound cue")],
             never=["biscuits", "aren't speaking", "not painted"]),

    Scenario("u_en_buried_reserve_per_door", "en",
             [Session(0, [u("Tenant in unit B called me at 2am about a leak, turned out to be the upstairs AC condensate line. Plumber charged $340 for twenty minutes. "
                            "This is exactly why I keep a six month reserve per door, learned that the hard way back in 2019.")])],
             active=[e(None, "reserve")],
             allowed=[e(None, "six month"), e(None, "unit B")],
             never=["2am", "$340", "condensate"]),

    Scenario("u_en_buried_manila_flight", "en",
             [Session(0, [u("Crazy week. My nephew turned 10, the car needed two new tyres, and I finally booked my flight home to Manila for Christmas — 19 Dec out of Heathrow. "
                            "Also my boss is leaving which is sad, she was the only sane one there.")])],
             active=[e("plan", "Manila"), e(None, "19 Dec")],
             allowed=[e(None, "Heathrow")],
             never=["nephew", "tyres", "boss", "only sane"]),

    Scenario("u_en_buried_thickened_fluids", "en",
             [Session(0, [u("Carer agency sent someone new AGAIN who had no idea Dad needs thickened fluids, so I had to explain everything from scratch while she stood there. "
                            "The regular carers come 8am and 6pm on weekdays and I do the weekends myself. I'm so tired of this.")])],
             active=[e(None, "thickened"), e(None, "weekend")],
             allowed=[e(None, "8am"), e(None, "6pm")],
             never=["so tired", "stood there"]),

    Scenario("u_en_buried_high_street_unit", "en",
             [Session(0, [u("quick qs - whats a good POS system for a small gift shop, is a loyalty card worth it, and fyi lease is signed, we're moving the shop into the old bank "
                            "unit on the high street in April 🎉")])],
             active=[e(None, "high street"), e(None, "April")],
             allowed=[e(None, "gift shop")],
             never=["POS", "loyalty card"]),

    Scenario("u_en_buried_akron_triplex", "en",
             [Session(0, [u("Everyone on the forums says cash flow is dead and rates will never come down, which is total nonsense. I'm closing on my fourth property "
                            "on the 28th, a triplex in Akron. Should I self-manage or hire a PM for it?")])],
             active=[e(None, "triplex"), e(None, "Akron")],
             allowed=[e(None, "fourth"), e(None, "28th")],
             never=["cash flow is dead", "self-manage"]),
]

# ---------------------------------------------------------------------------
# 4) Updates: change of mind, moved date, new value, cancellation (20)
# ---------------------------------------------------------------------------
UPDATES = [
    Scenario("u_en_upd_checkride_pushed", "en",
             [Session(0, [u("Checkride's booked for 12 April, bricking it already")]),
              Session(6, [u("examiner's off sick so the checkride got pushed to the 3rd of May. more time to practise stalls I guess")])],
             active=[e("plan", "checkride", "May")],
             superseded=[e(None, "April")],
             never=["bricking it"]),

    Scenario("u_en_upd_reception_pub", "en",
             [Session(0, [u("We've put the deposit down on Hollowmere Farm for the reception!")]),
              Session(21, [u("change of plan, reception's going to be at the Brass Monkey instead. they do the food in-house and it's half the price")])],
             active=[e(None, "Brass Monkey")],
             superseded=[e(None, "Hollowmere")],
             never=[]),

    Scenario("u_en_upd_rotterdam_gdansk", "en",
             [Session(0, [u("I live in Rotterdam and work for the port authority, planning container berths")]),
              Session(75, [u("update: relocated to Gdansk for the new job, it's shipyard logistics now. flat is tiny but the view is great")])],
             active=[e("profile", "Gdansk", slot="city"), e(None, "shipyard")],
             superseded=[e("profile", "Rotterdam", slot="city"), e(None, "port authority")],
             never=["view is great"]),

    Scenario("u_en_upd_tenerife_cancelled", "en",
             [Session(0, [u("heading to Tenerife for a week of stargazing in March, already booked the Teide night tour")]),
              Session(12, [u("Tenerife's off. mum's hip op got scheduled for that exact week so I'll be at home with her")])],
             active=[e(None, "hip")],
             expired=[e("plan", "Tenerife")],
             allowed=[e(None, "Teide")],
             never=[]),

    Scenario("u_en_upd_guest_list_cut", "en",
             [Session(0, [u("we're looking at around 120 guests, can you price up a buffet"),
                          a("For 120 guests a buffet typically runs..."),
                          u("ok that's horrifying. we cut the list, it's 75 now, final")])],
             active=[e(None, "75")],
             superseded=[e(None, "120")],
             never=["horrifying"]),

    Scenario("u_en_upd_supervisor_baptiste", "en",
             [Session(0, [u("My supervisor is Prof. Lindqvist, she's great but impossible to get a meeting with")]),
              Session(40, [u("Lindqvist moved to ETH in the end so I'm officially supervised by Dr Baptiste now")])],
             active=[e(None, "Baptiste")],
             superseded=[e(None, "Lindqvist")],
             never=["impossible to get a meeting"]),

    Scenario("u_en_upd_hunter_to_catalina", "en",
             [Session(0, [u("My boat is a Hunter 27 in a slip at Annapolis")]),
              Session(90, [u("Sold the Hunter!! Picked up a Catalina 30, same marina, way more cabin space")])],
             active=[e(None, "Catalina")],
             superseded=[e(None, "Hunter")],
             allowed=[e(None, "Annapolis")],
             never=[]),

    Scenario("u_en_upd_vegan_to_pescatarian", "en",
             [Session(0, [u("I'm vegan btw, so no honey either, sorry beekeepers")]),
              Session(30, [u("started eating fish again, my doctor pushed for it because of my iron levels. so pescatarian now")])],
             active=[e(None, "pescatarian", slot="diet")],
             superseded=[e(None, "vegan", slot="diet")],
             allowed=[e(None, "iron")],
             never=["sorry beekeepers"]),

    Scenario("u_en_upd_annalise_spelling", "en",
             [Session(0, [u("my fiancée's name is Annelise, can you put it on the save-the-date draft"),
                          a("Sure — here's a draft with Annelise."),
                          u("ugh autocorrect, it's Annalise with an a in the middle")])],
             active=[e(None, "Annalise")],
             superseded=[e(None, "Annelise")],
             never=[]),

    Scenario("u_en_upd_shop_hours", "en",
             [Session(0, [u("we open 9am to 5pm tues-sat")]),
              Session(45, [u("we've switched to 10am to 6pm, nobody came in before ten and we were missing the after-work crowd")])],
             active=[e(None, "10am", "6pm")],
             superseded=[e(None, "9am", "5pm")],
             never=[]),

    Scenario("u_en_upd_apiary_crow_lane", "en",
             [Session(0, [u("the apiary's at my uncle's orchard outside Evesham, 8 colonies")]),
              Session(50, [u("moved the whole apiary to the allotment site on Crow Lane for good, uncle's selling the orchard")])],
             active=[e(None, "Crow Lane")],
             superseded=[e(None, "Evesham")],
             allowed=[e(None, "8 colonies")],
             never=["selling the orchard"]),

    Scenario("u_en_upd_golden_visa_to_d7", "en",
             [Session(0, [u("We're applying for the Golden Visa in Portugal, hoping to submit by summer")]),
              Session(20, [u("forget that, we're going the D7 route instead — it's a fraction of the cost and we both have pensions anyway")])],
             active=[e(None, "D7")],
             superseded=[e(None, "Golden Visa")],
             allowed=[e(None, "pension")],
             never=[]),

    Scenario("u_en_upd_mercutio_to_tybalt", "en",
             [Session(0, [u("I got cast as Mercutio!!! Queen Mab speech here I come")]),
              Session(14, [u("director reshuffled the whole cast, I'm playing Tybalt now. more sword fights fewer lines, honestly fine")])],
             active=[e(None, "Tybalt")],
             superseded=[e(None, "Mercutio")],
             never=["sword fights"]),

    Scenario("u_en_upd_wedding_date_spring", "en",
             [Session(0, [u("Wedding date is Saturday 6 September, can you make me a 12-month countdown checklist")]),
              Session(30, [u("We've moved it! 18 April instead, the venue had a cancellation and we grabbed it")])],
             active=[e("plan", "April")],
             superseded=[e("plan", "September")],
             never=["countdown checklist"]),

    Scenario("u_en_upd_pa28_to_tecnam", "en",
             [Session(0, [u("I train in a PA-28 at the club")]),
              Session(60, [u("club sold all its old warriors, so I'm flying a Tecnam P2008 from now on. sticks feel weird")])],
             active=[e(None, "Tecnam")],
             superseded=[e(None, "PA-28")],
             never=["feel weird"]),

    Scenario("u_en_upd_sold_birch_keep_elm", "en",
             [Session(0, [u("I own two rentals, one on Elm St and one on Birch Ave")]),
              Session(50, [u("Sold the Birch Ave place last week. Just Elm St now, and honestly I sleep better")])],
             active=[e(None, "Elm")],
             superseded=[e(None, "Birch")],
             never=["sleep better"]),

    Scenario("u_en_upd_mum_willowbank", "en",
             [Session(0, [u("Mum lives with us in the granny annex out back")]),
              Session(60, [u("Mum's moved into Willowbank nursing home. It was the right call, she's safer there, though I feel awful")])],
             active=[e(None, "Willowbank")],
             superseded=[e(None, "annex")],
             never=["feel awful"]),

    Scenario("u_en_upd_agu_pulled", "en",
             [Session(0, [u("presenting a poster at AGU in December, first big conference")]),
              Session(15, [u("pulled out of AGU, the data just isn't ready and my supervisor agreed")])],
             expired=[e("plan", "AGU")],
             never=[]),

    Scenario("u_en_upd_friday_set_lunch", "en",
             [Session(0, [u("thinking we do a tasting menu on Fridays, 7 courses"),
                          a("A tasting menu could work well. Alternatively, a set lunch could bring in daytime trade."),
                          u("yeah you're right, scrap the tasting menu. set lunch on Fridays it is")])],
             active=[e(None, "set lunch")],
             superseded=[e(None, "tasting menu")],
             never=[]),

    Scenario("u_en_upd_refractor_to_c8", "en",
             [Session(0, [u("I observe with a 102mm refractor, grab and go style")]),
              Session(100, [u("sold the little refractor and got a Celestron C8, planets look incredible now")])],
             active=[e(None, "C8")],
             superseded=[e(None, "102mm")],
             never=["look incredible"]),
]

# ---------------------------------------------------------------------------
# 5) Traps: nothing or only some things may be written / retired (20)
# ---------------------------------------------------------------------------
TRAPS = [
    Scenario("u_en_trap_two_aircraft", "en",
             [Session(0, [u("I rent the club's Cessna 152 for lessons"),
                          a("Good trainer aircraft.")]),
              Session(10, [u("oh and my dad and I co-own an old Piper Cub, it lives in a farm strip hangar")])],
             active=[e(None, "152"), e(None, "Cub")],
             allowed=[e(None, "hangar")],
             never=[]),

    Scenario("u_en_trap_hypothetical_melbourne", "en",
             [Session(0, [u("I live in Leeds, been here since uni")]),
              Session(10, [u("random thought, if we ever moved to Melbourne I'd want to be near the beach. what's the time difference anyway?")])],
             active=[e("profile", "Leeds", slot="city")],
             never=["Melbourne", "beach", "time difference"]),

    Scenario("u_en_trap_sister_moves_her_wedding", "en",
             [Session(0, [u("Our wedding is on 21 June at the botanical gardens")]),
              Session(8, [u("my sister just moved HER wedding from May to August, which frees up the whole family for ours at least")])],
             active=[e("plan", "June", "21")],
             allowed=[e(None, "botanical")],
             never=["August"]),

    Scenario("u_en_trap_question_neighbourhoods", "en",
             [Session(0, [u("we're moving to Vancouver in August on my work permit"),
                          a("Exciting! Anything I can help with?"),
                          u("would I like Kitsilano or Mount Pleasant more do you think? which one has better coffee")])],
             active=[e("plan", "Vancouver")],
             allowed=[e(None, "work permit")],
             never=["Kitsilano", "Mount Pleasant", "better coffee"]),

    Scenario("u_en_trap_quoted_mum_church", "en",
             [Session(0, [u("my mum texted me: 'you should really have it in church, your gran would have wanted that.' thoughts? "
                            "for the record we're doing a civil ceremony at the registry office and that's settled")])],
             active=[e(None, "registry office")],
             never=["church", "gran"]),

    Scenario("u_en_trap_saturn_one_off", "en",
             [Session(0, [u("omg last night I saw Saturn's rings for the first time through my neighbour's scope!! I actually screamed"),
                          a("That's a magical first view!")])],
             active=[],
             never=["Saturn", "screamed"]),

    Scenario("u_en_trap_two_plans_next_week", "en",
             [Session(0, [u("Next week: Tuesday the vet's coming for the herd TB test, then Thursday I'm driving Mum to her cardiology appointment in Exeter")])],
             active=[e("plan", "TB"), e("plan", "cardiology")],
             allowed=[e(None, "Exeter")],
             never=[]),

    Scenario("u_en_trap_line_cook_allergy", "en",
             [Session(0, [u("I own a tapas bar in Valencia. One of my line cooks, Femi, is allergic to shellfish — can you suggest some staff meals without it?")])],
             active=[e(None, "tapas"), e(None, "Valencia")],
             allowed=[e(None, "Femi")],
             never=["allergic", "staff meals"]),

    Scenario("u_en_trap_hypothetical_fourplex", "en",
             [Session(0, [u("I've got two single-family homes, both rented. if rates ever drop under 5% I'd jump on a fourplex but until then I'm sitting tight")])],
             active=[e(None, "single-family")],
             never=["fourplex", "under 5%"]),

    Scenario("u_en_trap_asking_for_a_friend", "en",
             [Session(0, [u("I start my Competent Crew course on the 3rd, down in Gosport"),
                          a("Great first step!"),
                          u("is it true most people get seasick their first time out? asking for a friend lol")])],
             active=[e("plan", "Competent Crew")],
             allowed=[e(None, "Gosport")],
             never=["seasick", "asking for a friend"]),

    Scenario("u_en_trap_saw_hamilton", "en",
             [Session(0, [u("I teach drama at a secondary school in Croydon")]),
              Session(5, [u("went to see Hamilton in the West End last night, cried twice, no shame")])],
             active=[e(None, "drama"), e(None, "Croydon")],
             never=["Hamilton", "cried twice"]),

    Scenario("u_en_trap_second_vehicle", "en",
             [Session(0, [u("I drive a Land Rover Defender around the farm, it's older than my kids")]),
              Session(10, [u("also just picked up a little Fiat Panda for the school run, the Defender drinks too much fuel for that")])],
             active=[e(None, "Defender"), e(None, "Panda")],
             never=[]),

    Scenario("u_en_trap_mate_moved_dubai", "en",
             [Session(0, [u("I'm based in Bristol, been here 8 years")]),
              Session(20, [u("my mate Olly just moved to Dubai for work, he's loving it apparently. anyway can you help me plan a weekend in the Cotswolds")])],
             active=[e("profile", "Bristol", slot="city")],
             never=["Dubai", "Olly"]),

    Scenario("u_en_trap_maybe_foundationless", "en",
             [Session(0, [u("I might try foundationless frames next season, not sure yet, still reading up on it. what do you reckon the downsides are?")])],
             observed=[e(None, "foundationless")],
             never=["downsides"]),

    Scenario("u_en_trap_song_in_head", "en",
             [Session(0, [u("can't stop singing 'I dreamed a dream in time gone by' in the shower lol. my actual audition piece for Les Mis is On My Own though, audition's on the 9th")])],
             active=[e(None, "On My Own")],
             allowed=[e(None, "Les Mis")],
             never=["dreamed a dream", "shower"]),

    Scenario("u_en_trap_maybe_kielder", "en",
             [Session(0, [u("might go to the Kielder star camp in October, depends if I can get the time off. what's the sky like up there?")])],
             observed=[e(None, "Kielder")],
             never=["sky like up there"]),

    Scenario("u_en_trap_two_visas_household", "en",
             [Session(0, [u("I'm here on the Global Talent visa")]),
              Session(15, [u("my wife's on a dependant visa linked to mine, does she need to do anything separately when we extend?")])],
             active=[e(None, "Global Talent")],
             allowed=[e(None, "dependant")],
             never=["separately"]),

    Scenario("u_en_trap_airbnb_opinion", "en",
             [Session(0, [u("Airbnb is ruining coastal towns tbh, I say that as part of the problem lol. I've got one holiday let in St Ives, 3-night minimum all year")])],
             active=[e(None, "St Ives"), e(None, "3-night")],
             never=["ruining"]),

    Scenario("u_en_trap_asks_gp_name", "en",
             [Session(0, [u("Mum's GP is Dr Harwood at Elmfield surgery, she's been brilliant with the dementia referrals")]),
              Session(9, [u("what was the name of mum's GP again? I'm filling in the carer's allowance form")])],
             active=[e(None, "Harwood")],
             allowed=[e(None, "Elmfield"), e(None, "carer's allowance")],
             never=["what was the name"]),

    Scenario("u_en_trap_tired_and_feedback", "en",
             [Session(0, [u("ugh I'm so tired. that answer was way too long btw. anyway, viva went fine — passed with minor corrections!!"),
                          a("Congratulations, Doctor!")])],
             active=[],
             allowed=[e(None, "minor corrections"), e(None, "viva")],
             never=["so tired", "too long"]),
]

HELDOUT_U: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
