"""Held-out evaluation batch W (English) for the memory write path.

Written without reading the library code or the other held-out batches.
Casual and formal English, British and American, lowercase, typos.
Domains: long-haul trucking, ER/hospital nursing, midwifery, mountain rescue, wildland firefighting,
scuba instruction, orchestra, tattooing, winemaking/cider, commercial fishing, e-sports coaching,
competitive cycling, pottery, dental practice, army reserve, chronic illness, bonsai, kindergarten teaching,
stand-up comedy, field archaeology, chess, funeral directing, livestreaming, cross-border online selling,
caregiving abroad.

Mix: 30 casual facts, 15 explicit remember-requests, 15 buried facts, 20 updates, 20 traps.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

# ---------------------------------------------------------------------------
# 1) Ordinary facts said casually (30)
# ---------------------------------------------------------------------------
CASUAL = [
    Scenario("w_en_trucker_t680_i80", "en",
             [Session(0, [u("been driving a kenworth t680 for about 4 yrs now, mostly I-80 chicago to salt lake. any good audiobooks for 11 hr days"),
                          a("Here are a few long audiobooks that work well on the road..."),
                          u("cool ty")])],
             active=[e(None, "T680"), e(None, "I-80")],
             allowed=[e(None, "Chicago"), e(None, "Salt Lake")],
             never=["audiobook", "cool ty"]),

    Scenario("w_en_er_nurse_st_marys", "en",
             [Session(0, [u("I'm an ER nurse at St Mary's, three 12-hour nights a week. Can you explain the new sepsis bundle in plain english?")])],
             active=[e(None, "ER", "nurse"), e(None, "St Mary")],
             allowed=[e(None, "12-hour"), e(None, "night")],
             never=["sepsis bundle"]),

    Scenario("w_en_mrt_keswick_swiftwater", "en",
             [Session(0, [u("Been on Keswick MRT for six years, I mostly end up on the swiftwater side of things. what's the current thinking on throw bag length?")])],
             active=[e(None, "Keswick")],
             allowed=[e(None, "swiftwater"), e(None, "six years")],
             never=["throw bag"]),

    Scenario("w_en_dive_instructor_dahab", "en",
             [Session(0, [u("i teach diving in Dahab, PADI staff instructor, the Blue Hole is basically my office lol"),
                          a("That's an incredible place to work!"),
                          u("most days yeah")])],
             active=[e(None, "Dahab"), e(None, "PADI")],
             allowed=[e(None, "staff instructor")],
             never=["office lol", "most days"]),

    Scenario("w_en_second_bassoon_leeds", "en",
             [Session(0, [u("I play second bassoon in a community orchestra in Leeds. reeds are costing me a fortune tbh, wich is annoying, should I learn to make my own?")])],
             active=[e(None, "bassoon"), e(None, "Leeds")],
             allowed=[e(None, "community orchestra")],
             never=["make my own"]),

    Scenario("w_en_tattoo_fineline_bushwick", "en",
             [Session(0, [u("im a tattoo artist, fine line and botanical mostly, I work out of a private studio in Bushwick. help me write an aftercare card?")])],
             active=[e(None, "fine line"), e(None, "Bushwick")],
             allowed=[e(None, "botanical")],
             never=["aftercare card"]),

    Scenario("w_en_winery_russian_river", "en",
             [Session(0, [u("We farm 14 acres of Pinot Noir in the Russian River Valley; the first vintage under our own label was 2019.")])],
             active=[e(None, "Pinot"), e(None, "Russian River")],
             allowed=[e(None, "14"), e(None, "2019")],
             never=[]),

    Scenario("w_en_crab_boat_dutch_harbor", "en",
             [Session(0, [u("I crew on a crab boat out of Dutch Harbor during opilio season, rest of the year I'm back home in Homer"),
                          a("That's demanding work. What can I help with?"),
                          u("just need a packing list for january lol")])],
             active=[e(None, "crab"), e(None, "Dutch Harbor")],
             allowed=[e(None, "opilio"), e(None, "Homer")],
             never=["packing list"]),

    Scenario("w_en_esports_lol_college_ohio", "en",
             [Session(0, [u("I coach a collegiate League of Legends team at a small college in Ohio, we compete in NACE. how do I run better vod reviews?")])],
             active=[e(None, "League of Legends"), e(None, "Ohio")],
             allowed=[e(None, "NACE"), e(None, "collegiate")],
             never=["vod review"]),

    Scenario("w_en_cat3_crit_velo_rouge", "en",
             [Session(0, [u("Cat 3 crit racer here, I race for Velo Rouge, mostly round the Bay Area. what tire pressure do ppl run for crits these days")])],
             active=[e(None, "Cat 3"), e(None, "Velo Rouge")],
             allowed=[e(None, "Bay Area"), e(None, "crit")],
             never=["tire pressure"]),

    Scenario("w_en_pottery_cone6_skutt", "en",
             [Session(0, [u("I throw on a Shimpo wheel in my garage and fire cone 6 in a little Skutt. why are my glazes crawling??")])],
             active=[e(None, "cone 6"), e(None, "Skutt")],
             allowed=[e(None, "Shimpo"), e(None, "garage")],
             never=["crawling"]),

    Scenario("w_en_hygienist_leicester", "en",
             [Session(0, [u("I'm a dental hygienist, four days a week at a practice in Leicester. Fridays are my day off, thank god.")])],
             active=[e(None, "hygienist"), e(None, "Leicester")],
             allowed=[e(None, "Friday"), e(None, "four days")],
             never=["thank god"]),

    Scenario("w_en_army_reserve_medic", "en",
             [Session(0, [u("I'm in the Army Reserve as a combat medic, drill is one weekend a month at Fort Dix. civilian job is EMT")])],
             active=[e(None, "Reserve"), e(None, "medic")],
             allowed=[e(None, "Fort Dix"), e(None, "EMT")],
             never=[]),

    Scenario("w_en_crohns_since_19", "en",
             [Session(0, [u("i've had crohn's since i was 19 so i definately always need to know where the loos are lol. planning a day out in york, any ideas?")])],
             active=[e(None, "Crohn")],
             allowed=[e(None, "19"), e(None, "loo")],
             never=["day out", "York"]),

    Scenario("w_en_bonsai_shimpaku_11y", "en",
             [Session(0, [u("My oldest bonsai is a shimpaku juniper I've had for 11 years, got it as a pre-bonsai from a nursery in Kent")])],
             active=[e(None, "juniper")],
             allowed=[e(None, "shimpaku"), e(None, "11"), e(None, "Kent")],
             never=[]),

    Scenario("w_en_kindergarten_calgary_22", "en",
             [Session(0, [u("I teach kindergarten in Calgary, 22 kiddos this year and half of them can't sit still for more than 4 minutes 😅"),
                          a("Sounds like a lively group!")])],
             active=[e(None, "kindergarten"), e(None, "Calgary")],
             allowed=[e(None, "22")],
             never=["sit still", "4 minutes"]),

    Scenario("w_en_standup_manchester_mics", "en",
             [Session(0, [u("been doing stand-up about two years, open mics three nights a week round Manchester. how do I tighten a 5 minute set?")])],
             active=[e(None, "stand-up"), e(None, "Manchester")],
             allowed=[e(None, "open mic"), e(None, "two years")],
             never=["tighten"]),

    Scenario("w_en_archaeologist_cirencester", "en",
             [Session(0, [u("I'm a field archaeologist with a commercial unit, currently on a Roman villa dig near Cirencester. the mud is unreal")])],
             active=[e(None, "archaeolog"), e(None, "Cirencester")],
             allowed=[e(None, "Roman"), e(None, "villa")],
             never=["mud is unreal"]),

    Scenario("w_en_chess_fide_1870", "en",
             [Session(0, [u("My FIDE rating's 1870, I play the Caro-Kann with black pretty much exclusively. What's a good weapon against the Advance?")])],
             active=[e(None, "1870")],
             allowed=[e(None, "Caro-Kann"), e(None, "FIDE")],
             never=["weapon against"]),

    Scenario("w_en_funeral_director_vermont", "en",
             [Session(0, [u("I'm a funeral director, third generation, our family runs the only funeral home in a small town in Vermont.")])],
             active=[e(None, "funeral"), e(None, "Vermont")],
             allowed=[e(None, "third generation")],
             never=[]),

    Scenario("w_en_twitch_cozy_art", "en",
             [Session(0, [u("i stream on twitch, cozy art streams mostly, mon/wed/fri evenings, just hit 400 followers!!"),
                          a("Congrats on 400!"),
                          u("thx 🥹")])],
             active=[e(None, "Twitch")],
             allowed=[e(None, "400"), e(None, "art"), e(None, "Mon")],
             never=["thx"]),

    Scenario("w_en_ebay_enamel_signs", "en",
             [Session(0, [u("I sell vintage enamel signs on eBay, ship mostly to Germany and Japan. Customs forms are the bane of my life")])],
             active=[e(None, "enamel"), e(None, "eBay")],
             allowed=[e(None, "Germany"), e(None, "Japan")],
             never=["bane of my life"]),

    Scenario("w_en_malaga_dad_parkinsons", "en",
             [Session(0, [u("I moved to Málaga last year to look after my dad, he's 88 and has Parkinson's. My Spanish is still terrible")])],
             active=[e(None, "laga"), e(None, "Parkinson")],
             allowed=[e(None, "88"), e(None, "Spanish")],
             never=[]),

    Scenario("w_en_type1_since_7", "en",
             [Session(0, [u("type 1 diabetic since I was 7, on a pump + CGM. anyway can you help me plan a 3 day hike in the Lakes")])],
             active=[e(None, "type 1")],
             allowed=[e(None, "pump"), e(None, "CGM"), e(None, "7")],
             never=["hike", "Lakes"]),

    Scenario("w_en_flatbed_gary_steel", "en",
             [Session(0, [u("owner-operator, flatbed, I haul coil steel out of Gary Indiana mostly. whats the best way to chain a coil")])],
             active=[e(None, "flatbed"), e(None, "Gary")],
             allowed=[e(None, "owner-operator"), e(None, "steel")],
             never=["chain a coil"]),

    Scenario("w_en_community_midwife_bristol", "en",
             [Session(0, [u("I'm a community midwife in south Bristol, on call two nights a week. Could you summarise the new NICE guidance on home births?")])],
             active=[e(None, "midwife"), e(None, "Bristol")],
             allowed=[e(None, "on call")],
             never=["NICE guidance"]),

    Scenario("w_en_hotshot_prineville", "en",
             [Session(0, [u("I'm on a hotshot crew out of Prineville, fire season basically eats my whole summer"),
                          a("That's tough but important work.")])],
             active=[e(None, "hotshot"), e(None, "Prineville")],
             allowed=[e(None, "fire")],
             never=[]),

    Scenario("w_en_principal_timpani_dunedin", "en",
             [Session(0, [u("I'm principal timpani in a semi-pro orchestra in Dunedin. Could you explain how to tune by ear faster between movements?")])],
             active=[e(None, "timpani"), e(None, "Dunedin")],
             allowed=[e(None, "principal")],
             never=["tune by ear"]),

    Scenario("w_en_koi_sleeve", "en",
             [Session(0, [u("I've got a full Japanese sleeve on my left arm, koi and chrysanthemums, took 40 hours. thinking about what to do on the right")])],
             active=[e(None, "sleeve"), e(None, "koi")],
             allowed=[e(None, "40"), e(None, "chrysanthem"), e(None, "left")],
             never=[]),

    Scenario("w_en_allotment_cider_60l", "en",
             [Session(0, [u("I make cider from the old apple trees on our allotment, about 60 litres a year, wild yeast only. how do I stop it going mousy?")])],
             active=[e(None, "cider")],
             allowed=[e(None, "60"), e(None, "wild yeast"), e(None, "allotment")],
             never=["mousy"]),
]

# ---------------------------------------------------------------------------
# 2) Explicit requests to remember (15)
# ---------------------------------------------------------------------------
EXPLICIT = [
    Scenario("w_en_heads_up_nights_month", "en",
             [Session(0, [u("heads up for your memory: I'm on nights this whole month, so don't suggest anything before 2pm"),
                          a("Got it — nothing before 2pm this month.")])],
             active=[e(None, "night")],
             allowed=[e(None, "2pm")],
             never=[]),

    Scenario("w_en_dont_forget_cdl_renewal", "en",
             [Session(0, [u("dont forget my CDL renewal is due march 3rd, I always leave it to the last minute")])],
             active=[e(None, "CDL", "Mar")],
             never=["last minute"]),

    Scenario("w_en_note_that_18m_limit", "en",
             [Session(0, [u("Note that I never take open water students below 18m, no matter how much they beg. Write the briefing notes accordingly.")])],
             active=[e(None, "18")],
             allowed=[e(None, "open water")],
             never=["beg"]),

    Scenario("w_en_for_record_siobhan", "en",
             [Session(0, [u("For the record, it's Siobhan — pronounced shiv-awn. Please stop writing 'Shivon' in my drafts."),
                          a("Apologies, Siobhan. Noted.")])],
             active=[e(None, "Siobhan")],
             allowed=[e(None, "shiv-awn")],
             never=[]),

    Scenario("w_en_future_ref_hectolitres", "en",
             [Session(0, [u("For future reference, our tanks are measured in hectolitres, not gallons. I'm in Burgundy, not Napa.")])],
             active=[e(None, "hectolit")],
             allowed=[e(None, "Burgundy")],
             never=["Napa"]),

    Scenario("w_en_keep_in_mind_left_handed", "en",
             [Session(0, [u("keep in mind im left handed and my wheel runs clockwise when you explain centering")])],
             active=[e(None, "left")],
             allowed=[e(None, "clockwise")],
             never=["centering"]),

    Scenario("w_en_jot_down_mahler_concert", "en",
             [Session(0, [u("Jot this down: our concert is 22 November at St John's Smith Square, we're doing Mahler 5. I'm on first horn.")])],
             active=[e(None, "Mahler"), e(None, "Nov")],
             allowed=[e(None, "Smith Square"), e(None, "horn")],
             never=[]),

    Scenario("w_en_going_forward_no_emojis", "en",
             [Session(0, [u("Going forward, please, no emojis in anything you draft for the funeral home. Obviously."),
                          a("Understood. No emojis.")])],
             active=[e(None, "emoji")],
             allowed=[e(None, "funeral")],
             never=[]),

    Scenario("w_en_make_note_scrims", "en",
             [Session(0, [u("make a note that our scrims are tuesdays and thursdays 7 to 10pm EST so dont book me anything then")])],
             active=[e(None, "scrim")],
             allowed=[e(None, "Tue"), e(None, "Thu"), e(None, "EST")],
             never=[]),

    Scenario("w_en_save_this_ftp_287", "en",
             [Session(0, [u("save this: FTP is 287 as of this week's ramp test. use that for any zones you give me")])],
             active=[e(None, "287")],
             allowed=[e(None, "ramp test")],
             never=[]),

    Scenario("w_en_pls_remember_gi_abernathy", "en",
             [Session(0, [u("pls remember my GI is Dr Abernathy at Mount Sinai, I keep having to look it up for forms")])],
             active=[e(None, "Abernathy")],
             allowed=[e(None, "Mount Sinai")],
             never=["look it up"]),

    Scenario("w_en_call_me_tash", "en",
             [Session(0, [u("just call me Tash, everyone at the station does. Natasha feels like I'm in trouble"),
                          a("Sure thing, Tash.")])],
             active=[e(None, "Tash")],
             allowed=[e(None, "Natasha")],
             never=["in trouble"]),

    Scenario("w_en_log_this_wood_firing", "en",
             [Session(0, [u("Log this somewhere: I'm doing a wood firing with the guild, 9th to 12th of June, so that week is a write-off for anything else.")])],
             active=[e(None, "wood firing"), e(None, "June")],
             allowed=[e(None, "guild")],
             never=["write-off"]),

    Scenario("w_en_could_you_store_british_spelling", "en",
             [Session(0, [u("Could you store that I'd like British spelling in everything you write for me? The parents at my school notice 'color' instantly.")])],
             active=[e(None, "British")],
             never=["color"]),

    Scenario("w_en_remember_bonsai_show", "en",
             [Session(0, [u("remember the club show entry deadline is 1 April, I'm entering the trident maple this year not the juniper")])],
             active=[e(None, "trident"), e(None, "Apr")],
             allowed=[e(None, "juniper")],
             never=[]),
]

# ---------------------------------------------------------------------------
# 3) Facts buried inside long messages (15)
# ---------------------------------------------------------------------------
BURIED = [
    Scenario("w_en_buried_joplin_terminal", "en",
             [Session(0, [u("worst week. sat at a shipper in memphis 9 hours unpaid detention, then the lumper wanted $300 cash, then the scale house in arkansas "
                            "pulled me in for a random inspecton. and my home terminal is Joplin so I'm still 6 hrs out. is detention pay even a thing anymore?")])],
             active=[e(None, "Joplin")],
             allowed=[e(None, "terminal")],
             never=["lumper", "$300", "Memphis", "scale house"]),

    Scenario("w_en_buried_peds_er_transfer", "en",
             [Session(0, [u("Had a drunk guy swing at me last night, security took ages, charge nurse just shrugged. The vending machine ate my last dollar too. "
                            "Anyway I transferred to the pediatric ER last month so at least most of my patients can't punch hard lol. "
                            "How do I write an incident report that actually gets read?")])],
             active=[e(None, "pediatric")],
             never=["vending machine", "drunk", "incident report"]),

    Scenario("w_en_buried_deputy_team_leader", "en",
             [Session(0, [u("3am callout on Saturday, crag-fast walker on Sharp Edge, he'd followed some app route in trainers. Heli couldn't fly because of the cloud so we "
                            "roped him down. Took six hours. Knackered. Also I got voted deputy team leader at the AGM, so more admin for me. "
                            "Why do people still trust those apps?")])],
             active=[e(None, "deputy")],
             allowed=[e(None, "team leader")],
             never=["Sharp Edge", "trainers", "six hours"]),

    Scenario("w_en_buried_second_shop_marsa_alam", "en",
             [Session(0, [u("ok couple things: what's the best way to stop my mask fogging, can you draft a review reply for an angry TripAdvisor guy, "
                            "and big news, we're opening a second dive shop in Marsa Alam in October!! oh and my flatmate adopted another cat, we have 3 now")])],
             active=[e(None, "Marsa Alam")],
             allowed=[e(None, "Oct")],
             never=["fogging", "TripAdvisor", "cat"]),

    Scenario("w_en_buried_switched_to_viola", "en",
             [Session(0, [u("Our new conductor is a nightmare, he stops every four bars and lectures us about 'Viennese lilt'. The hall heating is broken so "
                            "we rehearse in coats. For context I switched from violin to viola this season and I'm still reading alto clef at half speed. "
                            "Any tricks for alto clef?")])],
             active=[e(None, "viola")],
             allowed=[e(None, "alto clef")],
             never=["Viennese", "heating", "coats"]),

    Scenario("w_en_buried_berlin_guest_spot", "en",
             [Session(0, [u("three things 1) how long before a client can go in the sea after a new tattoo 2) ideas for flash day themes for halloween "
                            "3) i've got a guest spot in Berlin for two weeks in September, at a studio in Kreuzberg. also my landlord is raising the rent again, fml")])],
             active=[e(None, "Berlin")],
             allowed=[e(None, "Kreuzberg"), e(None, "Sep")],
             never=["landlord", "halloween", "in the sea"]),

    Scenario("w_en_buried_organic_conversion", "en",
             [Session(0, [u("Hail came through on Tuesday and shredded about a third of the Riesling block. The insurance assessor was useless. My neighbour lost "
                            "more, poor guy. Silver lining: we're in the second year of converting to organic, and we should be certified by 2026. "
                            "What's the best canopy treatment after hail?")])],
             active=[e(None, "organic")],
             allowed=[e(None, "2026"), e(None, "Riesling")],
             never=["assessor", "neighbour", "a third"]),

    Scenario("w_en_buried_marie_claire_stonington", "en",
             [Session(0, [u("fuel went up again, bait's through the roof, and the new whale regs mean we're swapping all our rope. whole industry's getting squeezed. "
                            "my boat's the Marie Claire, 42 ft lobster boat out of Stonington, and I run about 800 traps. are there any grants for weak-link rope?")])],
             active=[e(None, "Marie Claire"), e(None, "Stonington")],
             allowed=[e(None, "42"), e(None, "800"), e(None, "lobster")],
             never=["bait", "getting squeezed"]),

    Scenario("w_en_buried_dallas_lan", "en",
             [Session(0, [u("one of my players got banned for 2 weeks for flaming in solo queue, another one's parents want him off the team for grades, honestly "
                            "coaching teenagers is a whole other job. but we qualified for the regional LAN in Dallas on the 15th!! how do I prep them for a live crowd?")])],
             active=[e(None, "Dallas")],
             allowed=[e(None, "15"), e(None, "LAN")],
             never=["flaming", "grades", "banned"]),

    Scenario("w_en_buried_di2_everything", "en",
             [Session(0, [u("Crashed in the last corner on Sunday, some guy dive-bombed the inside. Bar tape's shredded, hip looks like a pizza. The race commissaire "
                            "did nothing. I run Shimano Di2 on all my bikes and I'm never going back to mechanical, so at least the shifting survived. "
                            "How long should I wait before riding again?")])],
             active=[e(None, "Di2")],
             allowed=[e(None, "Shimano")],
             never=["pizza", "commissaire", "dive-bomb"]),

    Scenario("w_en_buried_taking_over_pryce", "en",
             [Session(0, [u("Can you explain the new infection-control audit in plain terms? Also draft a polite note about patients being late. And for context, "
                            "I'm taking over the practice from Dr Pryce when he retires in June — it'll be my name over the door.")])],
             active=[e(None, "Pryce")],
             allowed=[e(None, "June")],
             never=["audit", "being late"]),

    Scenario("w_en_buried_endometriosis", "en",
             [Session(0, [u("Insurance denied the MRI AGAIN. I spent 2 hours on hold, got cut off twice. I have stage 4 endometriosis, this is not optional. "
                            "My coworker keeps telling me to try yoga, which, thanks Karen. Can you help me write an appeal letter?")])],
             active=[e(None, "endometriosis")],
             allowed=[e(None, "stage 4")],
             never=["yoga", "on hold", "Karen"]),

    Scenario("w_en_buried_year_one_move", "en",
             [Session(0, [u("Today a child tipped a whole pot of glitter into the fish tank, the head walked in at exactly that moment, and I had a parent "
                            "complain that we don't do enough phonics. Brilliant. I'm moving up to teach Year 1 from September, which I'm weirdly excited about. "
                            "Any good transition activities for the summer term?")])],
             active=[e(None, "Year 1")],
             allowed=[e(None, "September")],
             never=["glitter", "fish tank", "phonics"]),

    Scenario("w_en_buried_frog_and_bucket", "en",
             [Session(0, [u("had a heckler last night who wouldnt stop shouting about his ex, the MC did nothing, my closer died, whatever. "
                            "BUT i've got my first paid gig at the Frog and Bucket on 3 May!!! how long should a paid 10 actually be, like 9 mins to be safe?")])],
             active=[e(None, "Frog"), e(None, "May")],
             allowed=[e(None, "paid")],
             never=["heckler", "his ex"]),

    Scenario("w_en_buried_osteology", "en",
             [Session(0, [u("Rained every day this week, the spoil heap collapsed, and the site hut smells of wet socks. The developer keeps asking when we'll be done. "
                            "I'm the unit's osteologist so the cemetery phase is mine, and we've got 40 burials left to lift. How do I speed up recording without cutting corners?")])],
             active=[e(None, "osteolog")],
             allowed=[e(None, "cemetery"), e(None, "40")],
             never=["wet socks", "spoil heap", "developer"]),
]

# ---------------------------------------------------------------------------
# 4) Updates: change of mind, moved date, new value, cancellation (20)
# ---------------------------------------------------------------------------
UPDATES = [
    Scenario("w_en_upd_werner_to_schneider", "en",
             [Session(0, [u("I drive for Werner, regional dedicated")]),
              Session(40, [u("left werner, I'm with Schneider now. better home time")])],
             active=[e(None, "Schneider")],
             superseded=[e(None, "Werner")],
             never=["home time"]),

    Scenario("w_en_upd_nights_to_days", "en",
             [Session(0, [u("I work nights on the surgical ward")]),
              Session(50, [u("finally got moved to day shifts!! no more 7pm starts")])],
             active=[e(None, "day")],
             superseded=[e(None, "night")],
             never=[]),

    Scenario("w_en_upd_keswick_to_wasdale", "en",
             [Session(0, [u("I'm a member of Keswick MRT")]),
              Session(90, [u("Moved house over to the west side, so I've transferred to Wasdale MRT now")])],
             active=[e(None, "Wasdale")],
             superseded=[e(None, "Keswick")],
             never=[]),

    Scenario("w_en_upd_idc_moved_march", "en",
             [Session(0, [u("my IDC starts 3 February in Koh Tao")]),
              Session(10, [u("IDC got pushed, course director is injured. new start date is 10 March")])],
             active=[e("plan", "Mar")],
             superseded=[e(None, "Feb")],
             allowed=[e(None, "Koh Tao")],
             never=["injured"]),

    Scenario("w_en_upd_vienna_tour_cancelled", "en",
             [Session(0, [u("We're touring to Vienna with the orchestra in April, so excited")]),
              Session(30, [u("vienna tour is cancelled, the funding fell through. gutted")])],
             expired=[e("plan", "Vienna")],
             never=["gutted", "funding"]),

    Scenario("w_en_upd_rate_220", "en",
             [Session(0, [u("my hourly rate is $180")]),
              Session(60, [u("raising my rate to $220/hr from January, been booked solid for months")])],
             active=[e(None, "220")],
             superseded=[e(None, "180")],
             never=[]),

    Scenario("w_en_upd_harvest_digits_flipped", "en",
             [Session(0, [u("harvest starts September 12 this year"),
                          a("Noted, harvest begins 12 September."),
                          u("wait no, sorry, it's the 21st. I flipped the digits")])],
             active=[e(None, "Sep", "21")],
             superseded=[e(None, "Sep", "12")],
             never=[]),

    Scenario("w_en_upd_northern_star_to_kestrel", "en",
             [Session(0, [u("My boat's the Northern Star, an old 36 footer")]),
              Session(120, [u("sold the Northern Star. new boat's called the Kestrel, 40 ft, way drier")])],
             active=[e(None, "Kestrel")],
             superseded=[e(None, "Northern Star")],
             allowed=[e(None, "40")],
             never=[]),

    Scenario("w_en_upd_overwatch_to_valorant", "en",
             [Session(0, [u("I coach our uni's Overwatch team")]),
              Session(80, [u("the uni dropped Overwatch from the program, I'm coaching the Valorant roster now")])],
             active=[e(None, "Valorant")],
             superseded=[e(None, "Overwatch")],
             never=[]),

    Scenario("w_en_upd_team_bayside", "en",
             [Session(0, [u("I race for Sprocket Rocket Racing")]),
              Session(70, [u("signed with Bayside Cycling for next season, Sprocket Rocket folded")])],
             active=[e(None, "Bayside")],
             superseded=[e(None, "Sprocket")],
             never=[]),

    Scenario("w_en_upd_garage_to_clayhaus", "en",
             [Session(0, [u("I do all my pottery in the garage")]),
              Session(100, [u("I rent a shelf and kiln time at Clayhaus now, the garage got too damp")])],
             active=[e(None, "Clayhaus")],
             superseded=[e(None, "garage")],
             never=["damp"]),

    Scenario("w_en_upd_chairs_3_to_5", "en",
             [Session(0, [u("the practice has 3 chairs")]),
              Session(150, [u("we expanded into next door, it's 5 chairs now")])],
             active=[e(None, "5", "chair")],
             superseded=[e(None, "3", "chair")],
             never=[]),

    Scenario("w_en_upd_poland_deployment_off", "en",
             [Session(0, [u("I'm deploying to Poland in May with my reserve unit")]),
              Session(25, [u("deployment's off, unit got stood down. back to normal drill weekends")])],
             expired=[e("plan", "Poland")],
             never=[]),

    Scenario("w_en_upd_psoriatic_not_rheumatoid", "en",
             [Session(0, [u("they think I have rheumatoid arthritis")]),
              Session(30, [u("new rheumatologist says it's psoriatic arthritis, not rheumatoid")])],
             active=[e(None, "psoriatic")],
             superseded=[e(None, "rheumatoid")],
             never=[]),

    Scenario("w_en_upd_treasurer_to_secretary", "en",
             [Session(0, [u("I'm treasurer of the Oxford Bonsai Society")]),
              Session(200, [u("stepped down as treasurer at the AGM, I'm the society's secretary now")])],
             active=[e(None, "secretary")],
             superseded=[e(None, "treasurer")],
             allowed=[e(None, "Oxford")],
             never=[]),

    Scenario("w_en_upd_maple_grove_to_riverside", "en",
             [Session(0, [u("I teach at Maple Grove Elementary")]),
              Session(120, [u("new job! I'm at Riverside Montessori from this fall, same grade")])],
             active=[e(None, "Riverside")],
             superseded=[e(None, "Maple Grove")],
             never=[]),

    Scenario("w_en_upd_stage_name_davey_bones", "en",
             [Session(0, [u("I perform as Big Dave")]),
              Session(40, [u("rebranding, my stage name is Davey Bones now. Big Dave was too generic")])],
             active=[e(None, "Davey Bones")],
             superseded=[e(None, "Big Dave")],
             never=["too generic"]),

    Scenario("w_en_upd_crematorium_dropped", "en",
             [Session(0, [u("We're planning to build our own crematorium behind the funeral home by next spring")]),
              Session(45, [u("We've decided against the crematorium. Permits were a nightmare; we'll keep contracting out.")])],
             expired=[e("plan", "crematorium")],
             allowed=[e(None, "contracting")],
             never=["nightmare"]),

    Scenario("w_en_upd_fide_1932", "en",
             [Session(0, [u("FIDE rating 1870")]),
              Session(60, [u("good weekend at the congress, rating's up to 1932")])],
             active=[e(None, "1932")],
             superseded=[e(None, "1870")],
             never=["congress"]),

    Scenario("w_en_upd_stream_schedule", "en",
             [Session(0, [u("I stream Mondays, Wednesdays and Fridays")]),
              Session(30, [u("new schedule: tuesdays, thursdays and saturdays. mondays were dead")])],
             active=[e(None, "Tue", "Sat")],
             superseded=[e(None, "Mon", "Fri")],
             never=["were dead"]),
]

# ---------------------------------------------------------------------------
# 5) Traps: nothing or only some things may be written / retired (20)
# ---------------------------------------------------------------------------
TRAPS = [
    Scenario("w_en_trap_question_nitrox", "en",
             [Session(0, [u("quick q, what's the MOD for EAN32 at 1.4 ppO2?"),
                          a("About 33 metres.")])],
             active=[],
             never=["EAN32", "ppO2", "33 metres"]),

    Scenario("w_en_trap_haiku_request", "en",
             [Session(0, [u("write me a haiku about a long haul at dawn"),
                          a("Headlights fade to grey / the interstate hums alone / coffee, then the sun")])],
             active=[],
             never=["haiku", "dawn"]),

    Scenario("w_en_trap_small_talk_friday", "en",
             [Session(0, [u("happy friday!!! weekend vibes 🎉"),
                          a("Happy Friday! Any plans?"),
                          u("nah just chillin")])],
             active=[],
             never=["weekend vibes", "chillin"]),

    Scenario("w_en_trap_crewmate_harley", "en",
             [Session(0, [u("my crewmate Jonno just bought a Harley with his crab money, he can't even ride lol")])],
             active=[],
             never=["Harley", "Jonno"]),

    Scenario("w_en_trap_hypothetical_bakery", "en",
             [Session(0, [u("I'm a nurse in Plymouth. Honestly if I ever quit I'd open a bakery in Cornwall and never look back.")])],
             active=[e(None, "Plymouth")],
             allowed=[e(None, "nurse")],
             never=["bakery", "Cornwall"]),

    Scenario("w_en_trap_one_off_callout", "en",
             [Session(0, [u("last night's callout was just a sprained ankle on Catbells, done by midnight"),
                          a("Nice quick one for once.")])],
             active=[],
             never=["Catbells", "ankle"]),

    Scenario("w_en_trap_quoted_conductor", "en",
             [Session(0, [u("our conductor literally said 'violas, you're dragging again, it's not a funeral' lmaooo")])],
             active=[],
             never=["dragging", "not a funeral"]),

    Scenario("w_en_trap_two_boats", "en",
             [Session(0, [u("The Kestrel is my lobster boat"),
                          a("Got it.")]),
              Session(8, [u("I've also got a little skiff called Minnow for running out to the mooring")])],
             active=[e(None, "Kestrel"), e(None, "Minnow")],
             never=[]),

    Scenario("w_en_trap_two_kilns_cone", "en",
             [Session(0, [u("I've got a cone 6 electric kiln at home and I fire cone 10 gas reduction at the guild")])],
             active=[e(None, "cone 6"), e(None, "cone 10")],
             allowed=[e(None, "guild")],
             never=[]),

    Scenario("w_en_trap_two_rehearsal_days", "en",
             [Session(0, [u("sectionals are on Tuesdays and the full orchestra rehearsal is Thursdays, both 7:30")])],
             active=[e(None, "sectional", "Tue"), e(None, "Thu")],
             allowed=[e(None, "7:30")],
             never=[]),

    Scenario("w_en_trap_two_bikes_colour", "en",
             [Session(0, [u("the red Cervelo is my TT bike, the blue one is my crit bike. don't mix them up in race plans")])],
             active=[e(None, "red", "TT"), e(None, "blue", "crit")],
             allowed=[e(None, "Cervelo")],
             never=[]),

    Scenario("w_en_trap_bruno_and_bruna", "en",
             [Session(0, [u("my two Chinese elms are called Bruno and Bruna, Bruno's the broom style one, Bruna's the cascade")])],
             active=[e(None, "Bruno"), e(None, "Bruna")],
             allowed=[e(None, "elm"), e(None, "cascade")],
             never=[]),

    Scenario("w_en_trap_recall_question", "en",
             [Session(0, [u("I'm a C-class funeral celebrant as well as the director")]),
              Session(12, [u("what did I tell you I was qualified as, again?")])],
             active=[e(None, "celebrant")],
             never=["what did I tell you"]),

    Scenario("w_en_trap_client_lettering", "en",
             [Session(0, [u("client wants 'Carpe Diem' in gothic script on her ribs, can you mock up a few lettering ideas?"),
                          a("Here are three lettering directions...")])],
             active=[],
             never=["Carpe Diem", "ribs", "gothic"]),

    Scenario("w_en_trap_hypothetical_tour_divide", "en",
             [Session(0, [u("say I entered the Tour Divide next year, how many calories a day would I even need?")])],
             active=[],
             never=["Tour Divide", "calories"]),

    Scenario("w_en_trap_sarcasm_long_shifts", "en",
             [Session(0, [u("yeah i just LOVE 14 hour shifts with no break, best thing ever 🙄"),
                          a("That sounds exhausting.")])],
             active=[],
             allowed=[e(None, "14")],
             never=["loves", "enjoys"]),

    Scenario("w_en_trap_museum_visit", "en",
             [Session(0, [u("went to the Met's arms and armor galleries yesterday, pretty cool. anyway how do I price a pre-1950 porcelain sign for international buyers?")])],
             active=[],
             never=["armor", "the Met"]),

    Scenario("w_en_trap_maybe_rebreathers", "en",
             [Session(0, [u("might get into teaching rebreathers next year, idk, the kit is so expensive. thoughts?")])],
             active=[],
             allowed=[e(None, "rebreather")],
             never=["expensive"]),

    Scenario("w_en_trap_cohost_moving", "en",
             [Session(0, [u("I co-host a chess stream on weekends. My co-host Priya is moving to Toronto next month so we'll be remote for a bit")])],
             active=[e(None, "chess")],
             allowed=[e(None, "co-host"), e(None, "Priya")],
             never=["Toronto"]),

    Scenario("w_en_trap_two_premises", "en",
             [Session(0, [u("The funeral home itself is on Birchwood Road, and our second chapel is on Larkspur Lane. Please include both on the new leaflet.")])],
             active=[e(None, "Birchwood"), e(None, "Larkspur")],
             never=["leaflet"]),
]

HELDOUT_W: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
