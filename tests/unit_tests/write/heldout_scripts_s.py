"""Held-out write-path scenarios (English), written without reference to the library code.

Domains: wedding planning, elderly-parent care, farming/beekeeping, aviation training, PhD/research life,
real-estate investing, theatre, sailing, astronomy, restaurant/shop owners, emigration/visas, daily life.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

HELDOUT_S: list[Scenario] = [
    # ------------------------------------------------------------------
    # A. Ordinary facts said casually
    # ------------------------------------------------------------------
    Scenario("s_en_bees_carniolan_hives", "en",
             [Session(0, [u("ok so quick context, got 14 hives out behind the orchard, mostly carniolans plus a couple of buckfast"),
                          a("Nice setup! What would you like help with?"),
                          u("swarm prevention mostly, it's that time of year")])],
             active=[e(None, "14", "hive"), e(None, "carniolan")],
             allowed=[e(None, "buckfast"), e(None, "orchard"), e(None, "swarm")],
             never=["that time of year"]),

    Scenario("s_en_pilot_hours_total", "en",
             [Session(0, [u("sitting at 23.5 hrs total now. first solo was in the 152 last month, still buzzing lol"),
                          a("Congratulations on the solo!"),
                          u("what should I be focusing on before cross-country?")])],
             active=[e(None, "23.5")],
             allowed=[e(None, "152"), e(None, "solo"), e(None, "cross-country")],
             never=["what should I be focusing on", "still buzzing"]),

    Scenario("s_en_phd_geochem_poster", "en",
             [Session(0, [u("For context, I'm a third-year PhD student in marine geochemistry at Aberdeen. My question is about poster layout."),
                          a("Happy to help. What size is the poster?"),
                          u("A0 portrait, the conference is strict about it.")])],
             active=[e("profile", "geochemistry"), e(None, "Aberdeen")],
             allowed=[e(None, "third"), e(None, "A0"), e(None, "poster")],
             never=["strict about it"]),

    Scenario("s_en_mum_dementia_moved_in", "en",
             [Session(0, [u("mum's 84 and has vascular dementia. she moved in with us in march, it's been a lot"),
                          a("That's a big change for everyone. How are you holding up?"),
                          u("tired but ok")])],
             active=[e("profile", "84"), e(None, "dementia")],
             allowed=[e(None, "march"), e(None, "moved in")],
             never=["tired but ok"]),

    Scenario("s_en_bistro_28_covers", "en",
             [Session(0, [u("we're a tiny place, 28 covers, open wed to sun evenings only"),
                          a("Got it. What are you working on?"),
                          u("the menu changes weekly, basically whatever the fish guy brings in. need help costing dishes")])],
             active=[e(None, "28")],
             allowed=[e(None, "wed"), e(None, "weekly"), e(None, "fish guy")],
             never=["need help costing"]),

    Scenario("s_en_westerly_marguerite", "en",
             [Session(0, [u("Our boat's a 1987 Westerly Centaur, Marguerite, on a swinging mooring at Lymington."),
                          a("Lovely, those are sturdy boats."),
                          u("Need a rough passage plan to Cherbourg.")])],
             active=[e(None, "Westerly"), e(None, "Marguerite")],
             allowed=[e(None, "Lymington"), e(None, "1987"), e(None, "Cherbourg")],
             never=[]),

    Scenario("s_en_dob_telrad", "en",
             [Session(0, [u("scope is an 8 inch dob, no goto, i star hop everything with a Telrad"),
                          a("Classic setup!"),
                          u("whats up tonight around 10pm, southern england")])],
             active=[e(None, "dob")],
             allowed=[e(None, "Telrad"), e(None, "southern england"), e(None, "8 inch")],
             never=["whats up tonight"]),

    Scenario("s_en_barn_hereford_budget", "en",
             [Session(0, [u("venue is a converted barn just outside Hereford and we're trying to keep the whole thing under £18k"),
                          a("That's doable with some planning. Where do you want to start?"),
                          u("flowers i guess")])],
             active=[e(None, "barn", "Hereford"), e(None, "18k")],
             allowed=[e(None, "flowers")],
             never=["flowers i guess"]),

    Scenario("s_en_cleveland_duplexes", "en",
             [Session(0, [u("I've got 3 rentals in Cleveland, all side-by-side duplexes, self-managed for now"),
                          a("What can I help with?"),
                          u("how do people screen tenants without it taking forever")])],
             active=[e(None, "Cleveland"), e(None, "duplex")],
             allowed=[e(None, "self-managed"), e(None, "3 rentals")],
             never=["taking forever"]),

    Scenario("s_en_riverside_players", "en",
             [Session(0, [u("I do community theatre with the Riverside Players — mostly character parts, the odd villain."),
                          a("Fun! What's up?"),
                          u("How do I learn lines faster? I'm hopeless at it")])],
             active=[e(None, "Riverside Players")],
             allowed=[e(None, "character parts"), e(None, "villain"), e(None, "hopeless")],
             never=["learn lines faster"]),

    Scenario("s_en_munich_blue_card", "en",
             [Session(0, [u("I've been in Munich two years on an EU Blue Card. What do I need for the Niederlassungserlaubnis?")])],
             active=[e("profile", "Munich", slot="city"), e(None, "Blue Card")],
             allowed=[e(None, "two years"), e(None, "Niederlassungserlaubnis")],
             never=["What do I need"]),

    Scenario("s_en_headingley_bakery", "en",
             [Session(0, [u("I run a little bakery in Headingley, just me and two part-timers"),
                          a("What would you like to work on?"),
                          u("pricing for wholesale orders to cafés")])],
             active=[e("profile", "bakery"), e(None, "Headingley")],
             allowed=[e(None, "part-timer"), e(None, "wholesale")],
             never=[]),

    Scenario("s_en_dad_warfarin", "en",
             [Session(0, [u("Dad's on warfarin so I'm careful about what greens go into his meals"),
                          a("Sensible — consistency with vitamin K matters most."),
                          u("any soup ideas that won't mess with his INR?")])],
             active=[e(None, "warfarin")],
             allowed=[e(None, "greens")],
             never=["soup ideas"]),

    Scenario("s_en_vegan_steakhouse", "en",
             [Session(0, [u("I'm vegan. Yes, I own a steakhouse. Long story."),
                          a("Ha, no judgement. How can I help?"),
                          u("need a winter specials board")])],
             active=[e("profile", "vegan", slot="diet"), e(None, "steakhouse")],
             allowed=[e(None, "winter specials")],
             never=["Long story"]),

    Scenario("s_en_day_skipper_coastal", "en",
             [Session(0, [u("have my Day Skipper, working toward Coastal Skipper this season"),
                          a("Nice progression."),
                          u("whats the night sailing requirement for coastal")])],
             active=[e(None, "Day Skipper"), e(None, "Coastal Skipper")],
             allowed=[e(None, "season")],
             never=["night sailing requirement"]),

    Scenario("s_en_name_seun_toast", "en",
             [Session(0, [u("hi! Oluwaseun here, but everyone says Seun"),
                          a("Hi Seun! What can I do for you?"),
                          u("need help writing a toast for my sister's wedding, she's getting married in Lagos")])],
             active=[e("profile", "Seun", slot="name")],
             allowed=[e(None, "toast"), e(None, "sister"), e(None, "Lagos")],
             never=[]),

    Scenario("s_en_tonopah_dark_skies", "en",
             [Session(0, [u("live out near Tonopah, bortle 1, the milky way casts shadows here no joke"),
                          a("That's some of the darkest sky in the US!"),
                          u("so what should a beginner look at first")])],
             active=[e("profile", "Tonopah")],
             allowed=[e(None, "bortle"), e(None, "beginner")],
             never=["casts shadows"]),

    Scenario("s_en_garlic_ludlow_market", "en",
             [Session(0, [u("we grow garlic and shallots on about six acres, sell most of it at the saturday market in Ludlow")])],
             active=[e(None, "garlic"), e(None, "Ludlow")],
             allowed=[e(None, "shallot"), e(None, "six acres"), e(None, "saturday")],
             never=[]),

    Scenario("s_en_age_52_ppl", "en",
             [Session(0, [u("I'm 52 and just started my PPL, is that crazy?"),
                          a("Not at all — plenty of people start later."),
                          u("good lol")])],
             active=[e("profile", "52", slot="age"), e(None, "PPL")],
             never=["is that crazy", "good lol"]),

    Scenario("s_en_tomasz_krakow", "en",
             [Session(0, [u("my fiancé Tomasz and I are getting married in Kraków next August, his whole family's there"),
                          a("Congratulations! How can I help?"),
                          u("bilingual invitations, polish and english")])],
             active=[e(None, "Tomasz"), e("plan", "Kraków")],
             allowed=[e(None, "August"), e(None, "bilingual"), e(None, "invitation")],
             never=[]),

    Scenario("s_en_coffee_black_tearoom", "en",
             [Session(0, [u("coffee black, no sugar, every time, and yes i know i literally run a tea room"),
                          a("Ha! Noted. What do you need?"),
                          u("a good espresso machine for a small counter")])],
             active=[e("preference", "black"), e(None, "tea room")],
             allowed=[e(None, "espresso machine")],
             never=[]),

    Scenario("s_en_canal_5k_before_prep", "en",
             [Session(0, [u("i do a 5k loop along the canal before prep every morning, only quiet time i get all day"),
                          a("Sounds like a good reset."),
                          u("my knees are starting to complain tho. stretches?")])],
             active=[e(None, "5k")],
             allowed=[e(None, "canal"), e(None, "knees")],
             never=["stretches?"]),

    Scenario("s_en_thesis_due_30_sept", "en",
             [Session(0, [u("Thesis is due to the graduate school on 30 September. Not panicking. Much.")])],
             active=[e("plan", "30 September")],
             never=["Not panicking"]),

    Scenario("s_en_tagalog_portuguese_home", "en",
             [Session(0, [u("at home we speak tagalog and portuguese, english only at work. my brain is so mixed up sometimes haha")])],
             active=[e("profile", "Tagalog"), e("profile", "Portuguese")],
             allowed=[e(None, "english")],
             never=["mixed up sometimes"]),

    Scenario("s_en_beekeeper_sting_allergy", "en",
             [Session(0, [u("funny thing for a beekeeper, i'm properly allergic to stings. the epipen lives in my smoker bag"),
                          a("Good that you always carry it."),
                          u("which suit would you trust most")])],
             active=[e("profile", "sting"), e(None, "epipen")],
             allowed=[e(None, "smoker bag"), e(None, "beekeeper")],
             never=["which suit"]),

    Scenario("s_en_biscuit_lab_sails", "en",
             [Session(0, [u("Biscuit (our chocolate lab) comes sailing with us, he's got his own little lifejacket"),
                          a("Adorable."),
                          u("how do I get him back on board if he goes in")])],
             active=[e("profile", "Biscuit")],
             allowed=[e(None, "lifejacket"), e(None, "chocolate lab")],
             never=["if he goes in"]),

    Scenario("s_en_halvorsen_test_engineer", "en",
             [Session(0, [u("Day job: test engineer at Halvorsen Aerospace. Flying's just the hobby, weekends mostly.")])],
             active=[e("profile", "Halvorsen", slot="employer"), e("profile", "test engineer", slot="role")],
             allowed=[e(None, "weekend"), e(None, "hobby")],
             never=[]),

    Scenario("s_en_short_answers_between_covers", "en",
             [Session(0, [u("keep it short pls, im reading these on my phone between covers"),
                          a("Will do."),
                          u("how long does cooked rice keep in the walk-in")])],
             active=[e("preference", "short")],
             allowed=[e(None, "phone")],
             never=["cooked rice keep"]),

    Scenario("s_en_pinter_not_musicals", "en",
             [Session(0, [u("musicals aren't really my thing, honestly — give me Pinter or Caryl Churchill any day"),
                          a("What are you working on?"),
                          u("choosing a two-hander for our studio season")])],
             active=[e("preference", "Pinter")],
             allowed=[e(None, "Churchill"), e(None, "musical"), e(None, "two-hander")],
             never=[]),

    Scenario("s_en_fourplex_fixed_rate", "en",
             [Session(0, [u("the fourplex is on a 6.1% fixed till 2028 so im in no rush to refi"),
                          a("Makes sense."),
                          u("what's a HELOC actually good for then")])],
             active=[e(None, "6.1")],
             allowed=[e(None, "2028"), e(None, "fourplex"), e(None, "refi")],
             never=["HELOC actually good"]),

    Scenario("s_en_ukraine_lisbon_d7", "en",
             [Session(0, [u("I am from Ukraine, living in Lisbon with the D7 visa since one year. My portuguese is still very bad"),
                          a("One year in, that's normal! How can I help?"),
                          u("how to renew the residence card, what documents")])],
             active=[e("profile", "Ukraine"), e(None, "Lisbon"), e(None, "D7")],
             allowed=[e(None, "portuguese"), e(None, "one year")],
             never=["what documents"]),

    # ------------------------------------------------------------------
    # B. Explicit requests to remember
    # ------------------------------------------------------------------
    Scenario("s_en_remember_mil_birthday", "en",
             [Session(0, [u("remember that my mother-in-law's birthday is 3 May, I forget it every single year"),
                          a("Noted: 3 May.")])],
             active=[e(None, "3 May")],
             allowed=[e(None, "mother-in-law")],
             never=["every single year"]),

    Scenario("s_en_call_me_skip", "en",
             [Session(0, [u("call me Skip from now on, everyone at the yacht club does anyway"),
                          a("Aye aye, Skip.")]),
              Session(5, [u("best way to flake a mainsail on a boom with lazy jacks?")])],
             active=[e(None, "Skip", slot="name")],
             allowed=[e(None, "yacht club"), e(None, "lazy jacks")],
             never=["flake a mainsail"]),

    Scenario("s_en_note_checkride_haddad", "en",
             [Session(0, [u("please note: checkride is booked for 14 June, examiner is a Mr Haddad"),
                          a("Got it."),
                          u("thx")])],
             active=[e("plan", "14 June")],
             allowed=[e(None, "Haddad"), e(None, "checkride")],
             never=["thx"]),

    Scenario("s_en_keep_in_mind_colourblind", "en",
             [Session(0, [u("Keep in mind I'm red-green colourblind when you recommend star charts or apps with coloured overlays.")])],
             active=[e(None, "red-green")],
             allowed=[e(None, "star chart")],
             never=[]),

    Scenario("s_en_dont_forget_biometrics", "en",
             [Session(0, [u("dont forget i have my biometrics appt at the VFS centre on the 9th, ill ask you what docs to bring closer to the time")])],
             active=[e("plan", "biometrics")],
             allowed=[e(None, "VFS"), e(None, "9th")],
             never=["closer to the time"]),

    Scenario("s_en_future_ref_lightspeed", "en",
             [Session(0, [u("For future reference, the shop's till system is Lightspeed, so tailor any how-tos to that."),
                          a("Understood."),
                          u("How do I set up a loyalty discount on it?")])],
             active=[e(None, "Lightspeed")],
             allowed=[e(None, "till")],
             never=["loyalty discount"]),

    Scenario("s_en_remember_cardiologist_okafor", "en",
             [Session(0, [u("can you remember that Dad's cardiologist is Dr Okafor at St Luke's? i keep mixing her up with his GP")])],
             active=[e(None, "Okafor")],
             allowed=[e(None, "St Luke"), e(None, "cardiologist")],
             never=["mixing her up"]),

    Scenario("s_en_remember_wedding_colours", "en",
             [Session(0, [u("remember this pls — wedding colours are sage and dusty rose. my mum keeps pushing for gold accents, ignore her lol"),
                          a("Sage and dusty rose it is.")])],
             active=[e(None, "sage"), e(None, "dusty rose")],
             never=["gold accents", "ignore her"]),

    Scenario("s_en_file_away_latex", "en",
             [Session(0, [u("File this away: I write everything in LaTeX, never Word, so don't send me .docx templates.")])],
             active=[e("preference", "LaTeX")],
             allowed=[e(None, "docx")],
             never=[]),

    Scenario("s_en_make_note_mmsi", "en",
             [Session(0, [u("Make a note of our MMSI: 232004517. I always end up digging for it when filling in forms."),
                          a("Noted.")]),
              Session(12, [u("what's the VHF channel for the harbour master usually")])],
             active=[e(None, "232004517")],
             never=["harbour master usually"]),

    Scenario("s_en_remember_left_ear", "en",
             [Session(0, [u("I'd like you to remember that I'm deaf in my left ear. Written summaries work much better for me than voice notes.")])],
             active=[e(None, "left ear"), e(None, "written")],
             allowed=[e(None, "voice")],
             never=[]),

    Scenario("s_en_store_unit_b_rent_day", "en",
             [Session(0, [u("pls store this: tenant in unit B pays on the 5th not the 1st, we agreed it back in jan"),
                          a("Stored.")])],
             active=[e(None, "unit B", "5th")],
             allowed=[e(None, "jan")],
             never=[]),

    Scenario("s_en_dont_let_me_forget_opening", "en",
             [Session(0, [u("Don't let me forget: opening night is 21 March. Tech week's the week before, obviously."),
                          a("Noted, 21 March.")]),
              Session(9, [u("can you suggest warm-ups for a raspy voice")])],
             active=[e("plan", "21 March")],
             allowed=[e(None, "tech week")],
             never=["raspy voice"]),

    Scenario("s_en_keep_in_mind_metric_perth", "en",
             [Session(0, [u("going forward keep in mind im in perth so metric everything please, no fahrenheit")])],
             active=[e("preference", "metric")],
             allowed=[e(None, "perth"), e(None, "fahrenheit")],
             never=[]),

    Scenario("s_en_save_langstroth_warre", "en",
             [Session(0, [u("Save this for later: all my colonies are in Langstroth deeps. The Warré's been empty since the winter loss.")])],
             active=[e(None, "Langstroth")],
             allowed=[e(None, "Warré"), e(None, "winter loss")],
             never=[]),

    Scenario("s_en_mental_note_shellfish", "en",
             [Session(0, [u("mental note for you: I'm allergic to shellfish. yes I own a seafood shack. yes I know."),
                          a("Noted, and no judgement!")])],
             active=[e("profile", "shellfish")],
             allowed=[e(None, "seafood shack")],
             never=["yes I know"]),

    # ------------------------------------------------------------------
    # C. Facts buried in long messages
    # ------------------------------------------------------------------
    Scenario("s_en_buried_planner_cc_rant", "en",
             [Session(0, [u("Honestly the planner is driving me up the wall. She sent three different quotes for the florist, none of them "
                            "match what we agreed, and she keeps cc'ing my future mother-in-law on everything, who then replies-all with "
                            "opinions on the napkins. Anyway the one thing that's not moving is the date, 12 October, and the ceremony's at "
                            "St Brigid's. I just need a polite way to tell the planner to stop cc'ing people.")])],
             active=[e("plan", "12 October"), e(None, "St Brigid")],
             allowed=[e(None, "planner")],
             never=["three different quotes", "napkins", "replies-all"]),

    Scenario("s_en_buried_care_home_visit", "en",
             [Session(0, [u("So yesterday was a saga. Went to see the care home my brother keeps pushing, Oakridge, and the manager kept "
                            "calling Mum 'sweetie', which, no. The lounge smelled of bleach and the telly was blaring. Mum's on the waiting "
                            "list for Fernlea instead, that's where we want her, it's 10 minutes from my flat. Parking was a nightmare too. "
                            "Anyway can you help me write a list of questions for Fernlea's open day?")])],
             active=[e(None, "Fernlea")],
             allowed=[e(None, "Oakridge"), e(None, "10 minutes"), e(None, "open day"), e(None, "waiting list")],
             never=["sweetie", "bleach", "telly was blaring", "Parking was a nightmare"]),

    Scenario("s_en_buried_scrubbed_lesson", "en",
             [Session(0, [u("ugh what a day. METAR said 12 knots gusting 25 so the lesson got scrubbed, then the airfield café had run out "
                            "of bacon rolls, then my instructor spent an hour telling me about his divorce. for context i fly out of Redhill "
                            "with a school called Skyward and we're doing circuits in a PA-28 at the mo. anyway the actual question: how do i "
                            "get better at crosswind landings without actually being in the plane")])],
             active=[e(None, "Redhill"), e(None, "Skyward")],
             allowed=[e(None, "PA-28"), e(None, "circuits"), e(None, "crosswind")],
             never=["bacon rolls", "divorce", "gusting 25"]),

    Scenario("s_en_buried_three_things_viva", "en",
             [Session(0, [u("Three things. 1) The printer on our floor has been broken for a week and nobody cares. 2) My viva is set for "
                            "18 November, the external is coming from Utrecht. 3) Is it normal that my office mate eats sardines at his desk? "
                            "Okay mostly venting, but could you help me draft a viva prep schedule?")])],
             active=[e("plan", "18 November")],
             allowed=[e(None, "Utrecht"), e(None, "viva")],
             never=["printer", "sardines", "nobody cares"]),

    Scenario("s_en_buried_walk_away_maple", "en",
             [Session(0, [u("so the inspection on the Maple Ave place came back with foundation cracks, sellers agent swore up and down it "
                            "was cosmetic, typical. my buddy Ray who flips houses in Dayton said run. ive decided im walking away from it. my "
                            "cap is 240k for the next one anyway and im only buying in Columbus going forward")])],
             active=[e("decision", "Maple"), e(None, "240k"), e(None, "Columbus")],
             allowed=[e(None, "foundation")],
             never=["Dayton", "cosmetic", "flips houses"]),

    Scenario("s_en_buried_rehearsal_chaos", "en",
             [Session(0, [u("rehearsal was chaos tonight, the lighting desk crashed twice, Priya forgot the entire second act and the "
                            "director screamed at the stage manager in front of everyone. at least I'm finally off-book for Lady Bracknell. "
                            "we open at the Corn Exchange on the 3rd. is it normal to want to quit and also love it")])],
             active=[e(None, "Lady Bracknell"), e("plan", "Corn Exchange")],
             allowed=[e(None, "off-book"), e(None, "3rd")],
             never=["lighting desk", "Priya", "screamed", "want to quit"]),

    Scenario("s_en_buried_headland_tide", "en",
             [Session(0, [u("Last weekend we tried to get round the headland and the tide turned on us, wind over tide, absolute washing "
                            "machine, and my mate Dom was sick over the side twice. Lesson learned. Context for you: we keep the boat on the "
                            "Hamble and I usually sail single-handed midweek. Could you explain how to use tidal diamonds properly?")])],
             active=[e(None, "Hamble"), e(None, "single-handed")],
             allowed=[e(None, "midweek"), e(None, "tidal diamonds")],
             never=["washing machine", "sick over the side"]),

    Scenario("s_en_buried_late_delivery", "en",
             [Session(0, [u("Third time this month the delivery van turned up after 11, the driver didn't even apologise, and half the "
                            "croissants were squashed. I swear. Anyway. The shop's been open six years now, we're on Carden Street, and my "
                            "partner Elif does all the books. Can you help me write a complaint email to the wholesaler?")])],
             active=[e(None, "Carden Street"), e(None, "Elif")],
             allowed=[e(None, "six years"), e(None, "books"), e(None, "wholesaler")],
             never=["croissants were squashed", "after 11", "apologise"]),

    Scenario("s_en_buried_floodlight_kielder", "en",
             [Session(0, [u("the forecast app has been useless all week, cloud every night, and the neighbours put in a new floodlight that "
                            "points straight at my garden, I'm furious. talked to them, they said they'd 'think about it'. so I've booked a "
                            "week at Kielder in early March to get away from all of it. also I image with a ZWO ASI533 if that matters for "
                            "your advice. what should I shoot in March?")])],
             active=[e("plan", "Kielder"), e(None, "ASI533")],
             allowed=[e(None, "March"), e(None, "ZWO")],
             never=["floodlight", "think about it", "forecast app"]),

    Scenario("s_en_buried_toronto_move", "en",
             [Session(0, [u("ok long one sorry. we finally sold the car, the kids are miserable about leaving their school, and the dog's "
                            "export paperwork is a nightmare because the vet spelled his microchip number wrong. flights to Toronto are "
                            "booked for 2 August. my job offer is with Northgate Logistics as an ops manager. my sister thinks we're mad. "
                            "help me make a checklist for the last month?")])],
             active=[e("plan", "Toronto"), e(None, "2 August"), e(None, "Northgate")],
             allowed=[e(None, "ops manager"), e(None, "dog"), e(None, "kids"), e(None, "sold the car")],
             never=["microchip", "sister thinks", "spelled"]),

    Scenario("s_en_buried_tractor_stuck", "en",
             [Session(0, [u("Rain rain rain. The lower field's a lake, the tractor got stuck to the axles and Gareth from next door had to "
                            "tow it out with his Valtra, which he won't let me forget. We're a mixed farm, 80 ewes and some beef, up in the "
                            "Brecon Beacons. Lambing starts around the 20th. Any tips for keeping newborns dry in this?")])],
             active=[e(None, "80", "ewe"), e(None, "Brecon")],
             allowed=[e(None, "lambing"), e(None, "beef"), e(None, "mixed farm")],
             never=["Gareth", "Valtra", "axles"]),

    Scenario("s_en_buried_dad_remote_calls", "en",
             [Session(0, [u("My dad rang me four times during a meeting today about the TV remote. FOUR. Love him but. He's 91, still in "
                            "his own house in Whitby, and I'm his main carer even though I live two hours away in York. My cousin 'helps' "
                            "by forwarding articles. Anyway is there a simple TV remote you'd recommend for elderly people?")])],
             active=[e("profile", "91"), e(None, "Whitby"), e("profile", "York")],
             allowed=[e(None, "main carer"), e(None, "two hours")],
             never=["four times", "forwarding articles"]),

    Scenario("s_en_buried_carbonara_review", "en",
             [Session(0, [u("Someone left a one-star saying our carbonara had cream in it. It did NOT. We've never put cream in carbonara "
                            "in the eleven years I've owned this place. She also said the waiter was rude, he was not, he's just shy. "
                            "Whatever. We're a trattoria in Hoboken, 40 seats. How do I reply without sounding defensive?")])],
             active=[e(None, "trattoria"), e(None, "Hoboken")],
             allowed=[e(None, "eleven years"), e(None, "40"), e(None, "carbonara")],
             never=["one-star", "waiter was rude", "just shy"]),

    Scenario("s_en_buried_dad_1979_budget", "en",
             [Session(0, [u("Told my dad the budget and he nearly choked, apparently in 1979 his whole wedding cost £400 and a ham. "
                            "Anyway. We're capping it at £22,000 and doing it at my aunt's farm in Devon. Guest list is 90, give or take. "
                            "Can you give me a rough split by category?")])],
             active=[e(None, "22,000"), e(None, "Devon")],
             allowed=[e(None, "90"), e(None, "aunt")],
             never=["1979", "a ham", "£400"]),

    Scenario("s_en_buried_coauthor_icml", "en",
             [Session(0, [u("My co-author just told me he 'forgot' to submit our abstract even though it was literally his one job. He's "
                            "now off on holiday to Crete. Great. So I'm submitting to NeurIPS instead, deadline's 15 May. My whole project "
                            "is graph neural nets for protein folding, if that helps.")])],
             active=[e("plan", "NeurIPS"), e(None, "15 May"), e(None, "graph neural")],
             allowed=[e(None, "protein folding"), e(None, "co-author")],
             never=["Crete", "his one job"]),

    Scenario("s_en_buried_class2_medical", "en",
             [Session(0, [u("went for my class 2 medical today, the waiting room had one chair and a broken water cooler and the doctor "
                            "spent ten minutes on my eyes. passed tho! valid till 2031 i think. i wear glasses so they put a restriction on "
                            "it. where do i go from here with the theory exams?")])],
             active=[e(None, "class 2"), e(None, "glasses")],
             allowed=[e(None, "2031"), e(None, "theory exams"), e(None, "restriction")],
             never=["water cooler", "one chair"]),

    # ------------------------------------------------------------------
    # D. Updates: changes of mind, moved dates, new values, cancellations
    # ------------------------------------------------------------------
    Scenario("s_en_upd_auckland_to_vancouver", "en",
             [Session(0, [u("we're in Auckland, been here since 2019, I manage a sushi bar in Ponsonby")]),
              Session(45, [u("made it!! officially living in Vancouver now. still jetlagged lol")])],
             active=[e("profile", "Vancouver", slot="city")],
             superseded=[e("profile", "Auckland", slot="city")],
             allowed=[e(None, "Ponsonby"), e(None, "sushi"), e(None, "2019")],
             never=["jetlagged"]),

    Scenario("s_en_upd_wedding_date_ashcombe", "en",
             [Session(0, [u("wedding's on June 7th at Ashcombe House, 110 guests")]),
              Session(20, [u("bad news, Ashcombe double-booked us. new date is 20 September, same venue thank god")])],
             active=[e("plan", "20 September")],
             superseded=[e("plan", "June 7")],
             allowed=[e(None, "Ashcombe"), e(None, "110")],
             never=["double-booked"]),

    Scenario("s_en_upd_warrior_to_da40", "en",
             [Session(0, [u("I train in a Piper Warrior at Elstree, about 15 hours in")]),
              Session(30, [u("school retired their old fleet, so I'm on a Diamond DA40 now. glass cockpit is a whole new world")])],
             active=[e(None, "DA40")],
             superseded=[e(None, "Warrior")],
             allowed=[e(None, "Elstree"), e(None, "15 hours"), e(None, "glass cockpit")],
             never=[]),

    Scenario("s_en_upd_kielder_perseids_off", "en",
             [Session(0, [u("booked three nights at Kielder for the Perseids, 11th to 14th August")]),
              Session(25, [u("Kielder's off — Mum's having her op that week and I need to be around.")])],
             expired=[e("plan", "Kielder")],
             allowed=[e(None, "Mum"), e(None, "Perseid")],
             never=[]),

    Scenario("s_en_upd_elm_to_carver", "en",
             [Session(0, [u("comparing two deals, need a sanity check"),
                          a("Between the Elm Street triplex and the Carver Road duplex, which way are you leaning?"),
                          u("Elm Street. offer goes in monday")]),
              Session(10, [u("pulled my offer on Elm, appraisal came in low. going for the Carver Road duplex instead")])],
             active=[e("decision", "Carver")],
             superseded=[e(None, "Elm")],
             allowed=[e(None, "appraisal")],
             never=["sanity check"]),

    Scenario("s_en_upd_mum_age_typo", "en",
             [Session(0, [u("my mum's 87, lives on her own in Galway, stubborn as anything")]),
              Session(2, [u("oh — I told you Mum's 87, that was a typo, she's 78")])],
             active=[e(None, "78")],
             superseded=[e(None, "87")],
             allowed=[e(None, "Galway"), e(None, "on her own")],
             never=["stubborn as anything"]),

    Scenario("s_en_upd_bidfood_to_brambleside", "en",
             [Session(0, [u("all our produce comes through Bidfood, easiest option for a small kitchen")]),
              Session(14, [u("we've stopped using our wholesaler. veg now comes straight from Brambleside Farm, 3 miles down the road, tuesdays and fridays")])],
             active=[e(None, "Brambleside")],
             superseded=[e(None, "Bidfood")],
             allowed=[e(None, "tuesday"), e(None, "3 miles")],
             never=[]),

    Scenario("s_en_upd_express_entry_to_study", "en",
             [Session(0, [u("we're going the Express Entry route, CRS is 468 so fingers crossed")]),
              Session(60, [u("giving up on that, the cutoffs are mad. I've accepted a place at UBC and I'm going over on a study permit instead")])],
             active=[e(None, "study permit"), e(None, "UBC")],
             superseded=[e(None, "Express Entry")],
             allowed=[e(None, "468")],
             never=["cutoffs are mad"]),

    Scenario("s_en_upd_supervisor_handover", "en",
             [Session(0, [u("my supervisor is Prof Lindqvist, she's brilliant but I only see her once a month")]),
              Session(90, [u("Lindqvist has moved to ETH, so I've been handed over to Dr Mbeki for the rest of the PhD")])],
             active=[e(None, "Mbeki")],
             superseded=[e(None, "Lindqvist")],
             allowed=[e(None, "ETH"), e(None, "once a month")],
             never=[]),

    Scenario("s_en_upd_hives_to_allotment", "en",
             [Session(0, [u("hives are in the back garden, 4 of them, neighbours are fine with it so far")]),
              Session(40, [u("moved all four up to the allotment on Fenn Lane after the bees got a bit spicy")])],
             active=[e(None, "Fenn Lane")],
             superseded=[e(None, "back garden")],
             allowed=[e(None, "four"), e(None, "spicy")],
             never=[]),

    Scenario("s_en_upd_banquo_to_macduff", "en",
             [Session(0, [u("got cast as Banquo in the Macbeth!! rehearsals start in jan")]),
              Session(21, [u("plot twist, our Macduff dropped out and they've recast me in his part, someone new is coming in for my old one")])],
             active=[e(None, "Macduff")],
             superseded=[e(None, "Banquo")],
             allowed=[e(None, "Macbeth"), e(None, "jan")],
             never=["dropped out"]),

    Scenario("s_en_upd_puffin_to_kestrel", "en",
             [Session(0, [u("we sail a Contessa 26 called Puffin out of Falmouth")]),
              Session(120, [u("Sold Puffin in the autumn, sad day. New boat is a Hallberg-Rassy 31, we've named her Kestrel")])],
             active=[e(None, "Kestrel"), e(None, "Hallberg")],
             superseded=[e(None, "Contessa")],
             allowed=[e(None, "Falmouth"), e(None, "Puffin")],
             never=["sad day"]),

    Scenario("s_en_upd_veg_to_pescatarian", "en",
             [Session(0, [u("i'm vegetarian btw so no meat recipes please")]),
              Session(35, [u("small update, I've started eating fish again, so pescatarian now I guess. doctor wanted more omega 3")])],
             active=[e("profile", "pescatarian", slot="diet")],
             superseded=[e("profile", "vegetarian", slot="diet")],
             allowed=[e(None, "omega")],
             never=[]),

    Scenario("s_en_upd_answer_style_bullets", "en",
             [Session(0, [u("I like detailed answers with all the reasoning spelled out, I'm a researcher, I want the why")]),
              Session(15, [u("changing my mind on that — bullet points from now on, I'm drowning in marking")])],
             active=[e("preference", "bullet")],
             superseded=[e("preference", "detailed")],
             allowed=[e(None, "researcher"), e(None, "marking")],
             never=["drowning in marking"]),

    Scenario("s_en_upd_dad_hip_cancelled", "en",
             [Session(0, [u("Dad's hip replacement is on 14 November at the Royal Infirmary")]),
              Session(10, [u("they've cancelled Dad's op, surgeon's off sick. no new date, he's back on the list")])],
             expired=[e("plan", "14 November")],
             allowed=[e(None, "Royal Infirmary"), e(None, "hip"), e(None, "back on the list")],
             never=["off sick"]),

    Scenario("s_en_upd_cobalt_to_northwind", "en",
             [Session(0, [u("I'm a first officer at Cobalt Air, on the A320")]),
              Session(200, [u("left Cobalt last month. I'm now flying the E175 for Northwind Regional, based in Minneapolis")])],
             active=[e(None, "Northwind", slot="employer"), e(None, "E175")],
             superseded=[e(None, "Cobalt", slot="employer"), e(None, "A320")],
             allowed=[e(None, "Minneapolis"), e(None, "first officer")],
             never=[]),

    Scenario("s_en_upd_seven_days_to_closed_mon_tue", "en",
             [Session(0, [u("we open 7 days a week, which is why I never sleep")]),
              Session(30, [u("decided: closing Mondays and Tuesdays from next week. staff costs were killing us")])],
             active=[e("decision", "Monday", "Tuesday")],
             superseded=[e(None, "7 days")],
             allowed=[e(None, "staff costs")],
             never=["never sleep"]),

    Scenario("s_en_upd_bex_to_rebecca", "en",
             [Session(0, [u("call me Bex, nobody calls me by my full name")]),
              Session(50, [u("hey, could you use Rebecca from now on? new job, trying to get used to it")])],
             active=[e(None, "Rebecca", slot="name")],
             superseded=[e(None, "Bex", slot="name")],
             allowed=[e(None, "new job")],
             never=[]),

    Scenario("s_en_upd_skywatcher_to_c8", "en",
             [Session(0, [u("observing with a 10 inch Skywatcher dob at the moment")]),
              Session(60, [u("sold it! Got a Celestron C8 on an AVX mount, mostly for planetary")])],
             active=[e(None, "C8")],
             superseded=[e(None, "Skywatcher")],
             allowed=[e(None, "AVX"), e(None, "planetary")],
             never=[]),

    Scenario("s_en_upd_checkride_thursday_monday", "en",
             [Session(0, [u("checkride's thursday, kinda nervous")]),
              Session(2, [u("DPE moved it to monday bc of the weather")])],
             active=[e("plan", "monday")],
             superseded=[e("plan", "thursday")],
             allowed=[e(None, "DPE")],
             never=["kinda nervous"]),

    Scenario("s_en_upd_porto_to_valencia", "en",
             [Session(0, [u("we're moving to Porto next spring, my husband's company has an office there")]),
              Session(40, [u("change of plan, we're going to Valencia instead. the office there closed")])],
             active=[e("plan", "Valencia")],
             superseded=[e(None, "Porto")],
             allowed=[e(None, "spring"), e(None, "husband")],
             never=[]),

    # ------------------------------------------------------------------
    # E. Traps: nothing, or only some things, may be written or retired
    # ------------------------------------------------------------------
    Scenario("s_en_trap_clinic_and_bee_meeting", "en",
             [Session(0, [u("Saturday I'm taking Mum to the memory clinic, Sunday's the county beekeepers' association meeting")]),
              Session(1, [u("oh and the association meeting's at 2 in the village hall")])],
             active=[e("plan", "memory clinic"), e("plan", "association")],
             allowed=[e(None, "village hall")],
             never=[]),

    Scenario("s_en_trap_laser_and_hunter", "en",
             [Session(0, [u("we've got two boats, a Laser dinghy for racing and a Hunter 27 for cruising")]),
              Session(20, [u("Took the Laser out for the club race on Sunday, came 4th, not bad")])],
             active=[e(None, "Laser"), e(None, "Hunter")],
             never=["came 4th"]),

    Scenario("s_en_trap_instructor_moves_denver", "en",
             [Session(0, [u("I live in Boston, rent a 172 out of Norwood most weekends")]),
              Session(30, [u("my instructor buddy Jake just moved to Denver, gonna miss flying with him")])],
             active=[e("profile", "Boston")],
             allowed=[e(None, "Norwood"), e(None, "172")],
             never=["Denver", "Jake"]),

    Scenario("s_en_trap_hypothetical_tampa", "en",
             [Session(0, [u("I own two rentals in Memphis, both single-family")]),
              Session(10, [u("if I ever got a third I'd probably go for Tampa, but honestly I'm not buying anything this year")])],
             active=[e(None, "Memphis")],
             allowed=[e(None, "single-family"), e(None, "this year")],
             never=["Tampa"]),

    Scenario("s_en_trap_question_celestron_sale", "en",
             [Session(0, [u("is the Celestron I've been eyeing still on sale at First Light Optics?"),
                          a("I can't check live prices, but I can tell you what to look for."),
                          u("nah never mind")])],
             never=["First Light", "on sale", "never mind"]),

    Scenario("s_en_trap_quoted_director_note", "en",
             [Session(0, [u("the director's note literally says: 'I can't stand the blue costume, lose it and get a grey one'. rude"),
                          a("Costume notes can sting."),
                          u("how do I alter a grey jacket to look Edwardian")])],
             allowed=[e(None, "Edwardian")],
             never=["blue costume", "can't stand"]),

    Scenario("s_en_trap_burrito_steep_turns", "en",
             [Session(0, [u("had a massive burrito before my lesson this morning, bad idea, felt sick in the steep turns")])],
             never=["burrito", "felt sick"]),

    Scenario("s_en_trap_maybe_sell_paddock", "en",
             [Session(0, [u("might put the east paddock up for sale in a couple of years, might not, depends on the kids")])],
             observed=[e(None, "east paddock")],
             allowed=[e(None, "kids")],
             never=[]),

    Scenario("s_en_trap_galway_boston_expo", "en",
             [Session(0, [u("I'm based in Galway, run a small café on Quay Street")]),
              Session(20, [u("flying to Boston on the 3rd for a coffee expo, back on the 8th. might tack on a couple of days in New York, we'll see")])],
             active=[e("profile", "Galway"), e("plan", "Boston")],
             observed=[e(None, "New York")],
             allowed=[e(None, "Quay Street"), e(None, "coffee expo")],
             never=[]),

    Scenario("s_en_trap_land_rover_and_fiesta", "en",
             [Session(0, [u("I drive the old Land Rover round the farm and the Fiesta when I go into town")]),
              Session(15, [u("Fiesta's in the garage again, clutch this time")])],
             active=[e(None, "Land Rover"), e(None, "Fiesta")],
             never=["clutch"]),

    Scenario("s_en_trap_caterer_coriander", "en",
             [Session(0, [u("the caterer told us she refuses to cook with coriander, says it tastes like soap to her. fine by me, I don't care either way"),
                          a("Plenty of great menus skip it."),
                          u("can you suggest a summer menu for 70 then")])],
             allowed=[e(None, "70"), e(None, "summer menu")],
             never=["coriander", "soap"]),

    Scenario("s_en_trap_request_tenant_email", "en",
             [Session(0, [u("can you draft a polite but firm email to the tenant in flat 2 about the rent being late again")])],
             allowed=[e(None, "flat 2"), e(None, "tenant")],
             never=["polite but firm", "being late"]),

    Scenario("s_en_trap_question_marina_name", "en",
             [Session(0, [u("we keep the boat at Port Solent, on a walk-ashore pontoon")]),
              Session(10, [u("what was the marina I told you we keep the boat at? totally blanking")])],
             active=[e(None, "Port Solent")],
             allowed=[e(None, "pontoon")],
             never=["blanking"]),

    Scenario("s_en_trap_not_sure_like_sailing", "en",
             [Session(0, [u("honestly not sure I even like sailing anymore, maybe I just like the pub after")])],
             never=["like sailing", "pub after"]),

    Scenario("s_en_trap_knackered_lambing_night", "en",
             [Session(0, [u("knackered. up all night with a ewe that couldn't lamb, vet came at 3am. can barely see straight")])],
             allowed=[e(None, "ewe")],
             never=["knackered", "3am", "see straight"]),

    Scenario("s_en_trap_friend_nomad_visa", "en",
             [Session(0, [u("my friend Hana is deciding between Lisbon and Madrid for her digital nomad visa. if I were her I'd pick Madrid. which one has the easier process?")])],
             never=["Hana", "Madrid", "Lisbon"]),

    Scenario("s_en_trap_mate_switches_camera", "en",
             [Session(0, [u("I shoot with a Canon R6 through the refractor, mostly nebulae")]),
              Session(20, [u("my mate Col switched to Nikon and won't shut up about it")])],
             active=[e(None, "R6")],
             allowed=[e(None, "Canon"), e(None, "nebula"), e(None, "refractor")],
             never=["Nikon"]),

    Scenario("s_en_trap_hamilton_last_night", "en",
             [Session(0, [u("went to see Hamilton in the West End last night, the set was insane"),
                          a("Sounds amazing!"),
                          u("yeah")])],
             never=["Hamilton", "West End", "set was insane"]),

    Scenario("s_en_trap_two_lessons_rowe", "en",
             [Session(0, [u("booked a lesson with Rowe on Tuesday at 9")]),
              Session(1, [u("also booked Thursday 2pm with Rowe, want the circuits nailed before the hols")])],
             active=[e("plan", "Tuesday"), e("plan", "Thursday")],
             allowed=[e(None, "Rowe"), e(None, "circuits")],
             never=[]),

    Scenario("s_en_trap_officemate_leaves", "en",
             [Session(0, [u("I'm a research fellow at Pembroke College, office on the top floor with one other postdoc")]),
              Session(30, [u("my office mate just got a job at Google and left, so I've got the room to myself now")])],
             active=[e(None, "Pembroke")],
             allowed=[e(None, "research fellow"), e(None, "room to myself")],
             never=["Google"]),
]
