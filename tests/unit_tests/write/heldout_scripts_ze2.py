"""Held-out evaluation batch ZE2 (English) for the memory write path.

Written without reading the library code. Style: mostly casual lowercase chat with typos ("rember", "tmrw",
"pls"), UK / US / Indian / Australian English, a few formal messages, emoji; asides, questions and task requests
wrapped around the facts. At least half of the scripts are everyday life outside work (home, health, money,
hobbies, sport, study, travel habits, digital life).
Domains: eyesight/contact lenses, badminton, UX research, adult swimming lessons, password manager, sauna,
architecture, trading cards, home NAS/backup, charity giving, SEO, tinnitus, table tennis, smart home,
local councillor, long-distance rail travel, online course (CS50), ADHD, blood donation, padel, home appliances,
broadband, wheelchair accessibility, squash, subscriptions, laptops, cybersecurity (SOC), name/answer-style
preferences, dry cleaning, Brazilian jiu-jitsu, pub quiz, management consulting, daily sketching, jigsaw puzzles,
heat pump/energy bills, advertising copywriting, cryptic crosswords, HR, motion sickness, diplomacy,
figure skating, social media habits, sales, five-a-side football, interior design, parkrun, email provider,
evening class (art history), 3D printing, policy research, meditation app, stain removal, greeting-card poems,
lottery daydreams, flatmates, fortune cookies, small talk, dreams, power cut, text summarising.
Mix: 18 casual, 15 explicit, 9 buried, 9 updates, 9 traps (60).
"""
from tests.scenarios.model import Scenario, Session, a, e, u

CASUAL = [
    Scenario("ze2_en_eyesight_daily_lenses", "en",
             [Session(0, [u("finally ditched my glasses for daily contact lenses last month (astigmatism + "
                            "short-sighted, the full package lol). is it normal that my eyes feel like sandpaper "
                            "by about 4pm??"),
                          a("Some dryness is common in the first weeks. Preservative-free rewetting drops and "
                            "taking the lenses out a bit earlier usually help; if it persists, ask your optician "
                            "about a different lens material."),
                          u("ah ok cheers, will try that")])],
             active=[e(None, "contact lens")],
             allowed=[e(None, "astigmatism"), e(None, "short-sighted"), e(None, "glasses")],
             never=["sandpaper", "cheers"]),

    Scenario("ze2_en_badminton_koramangala", "en",
             [Session(0, [u("Arre, I play badminton every Tuesday and Thursday evening at the Koramangala indoor "
                            "stadium, my smash is finally improving 😄 Which string tension is good for "
                            "intermediate players? 24 lbs is ok or too much?"),
                          a("For intermediate players 22–25 lbs is a common range; 24 is fine if you have good "
                            "timing, otherwise 22–23 is more forgiving."),
                          u("Super, thanks ya")])],
             active=[e(None, "badminton")],
             allowed=[e(None, "Koramangala"), e(None, "Tuesday"), e(None, "smash")],
             never=["tension", "24 lbs", "thanks ya"]),

    Scenario("ze2_en_ux_research_berlin", "en",
             [Session(0, [u("quick q — i'm a ux researcher at a fintech startup in berlin and i have six "
                            "back-to-back user interviews tmrw 😵 any tricks for taking notes without looking "
                            "like i'm not listening?"),
                          a("Record (with consent) and jot only timestamps plus one-word tags; a colleague as "
                            "note-taker is even better."),
                          u("ooh timestamps, smart")])],
             active=[e(None, "ux research"), e(None, "Berlin")],
             allowed=[e(None, "fintech"), e(None, "interview")],
             never=["tricks", "not listening", "timestamps"]),

    Scenario("ze2_en_swim_adult_fitzroy", "en",
             [Session(0, [u("reckon i'm the oldest bloke in the adult learn-to-swim class at Fitzroy pool, 38 and "
                            "still sinking like a brick doing freestyle 😅 how do you stop swallowing half the "
                            "pool when you breathe?"),
                          a("Exhale steadily through your nose while your face is in the water, then turn your "
                            "head just enough that one goggle stays in — breathe in through the mouth."),
                          u("legend, ta")])],
             active=[e(None, "swim")],
             allowed=[e(None, "Fitzroy"), e(None, "38"), e(None, "freestyle")],
             never=["brick", "swallowing", "legend"]),

    Scenario("ze2_en_password_bitwarden", "en",
             [Session(0, [u("ugh bitwarden logged me out on every device again. fyi all my passwords live in "
                            "bitwarden, never in the browser, so pls never suggest 'just save it in chrome' lol. "
                            "how do i export an encrypted backup of the vault?"),
                          a("In the web vault go to Tools → Export vault and choose the encrypted JSON format.")])],
             active=[e(None, "Bitwarden")],
             allowed=[e(None, "browser"), e(None, "Chrome")],
             never=["logged me out", "encrypted backup", "encrypted JSON"]),

    Scenario("ze2_en_sauna_helsinki", "en",
             [Session(0, [u("Since moving to Helsinki two years ago I've made a habit of going to the public sauna "
                            "in Kallio every Sunday morning. Is it actually unhealthy to go straight from the sauna "
                            "into the sea in winter, or is that a myth?"),
                          a("For healthy people it is generally considered safe, but people with heart conditions "
                            "should be cautious and check with a doctor first.")])],
             active=[e(None, "sauna", "Sunday"), e(None, "Helsinki")],
             allowed=[e(None, "Kallio"), e(None, "two years")],
             never=["myth", "unhealthy"]),

    Scenario("ze2_en_architect_portland", "en",
             [Session(0, [u("so as an architect at a tiny firm in portland i basically live in revit and rhino all "
                            "day. what monitor size actually makes sense for that? budget's around 400 bucks"),
                          a("A 27-inch 1440p IPS panel is the sweet spot in that budget."),
                          u("perfect ty")])],
             active=[e(None, "architect"), e(None, "Portland")],
             allowed=[e(None, "Revit"), e(None, "Rhino")],
             never=["monitor", "400 bucks", "1440p"]),

    Scenario("ze2_en_trading_cards_charizard", "en",
             [Session(0, [u("PULLED A CHARIZARD EX TODAY 🔥🔥 ok sorry. i collect pokemon cards, mostly scarlet & "
                            "violet era, been at it about 3 years now. should i get it graded or is that overkill "
                            "for a modern card?"),
                          a("Congrats! Check centring and corners first; grading only pays off if it could get a "
                            "9 or 10.")])],
             active=[e(None, "card")],
             allowed=[e(None, "Scarlet"), e(None, "Charizard"), e(None, "3 years")],
             never=["overkill", "centring"]),

    Scenario("ze2_en_nas_synology", "en",
             [Session(0, [u("google photos says storage full AGAIN 🙄 tbh everything gets backed up to my synology "
                            "nas at home anyway (a DS220+ with two 4tb drives). is raid 1 enough or am i being "
                            "naive about backups"),
                          a("RAID 1 protects against a drive failing, not against deletion, ransomware or fire — "
                            "keep at least one copy off-site.")])],
             active=[e(None, "Synology")],
             allowed=[e(None, "DS220"), e(None, "4tb"), e(None, "Google Photos")],
             never=["naive", "ransomware"]),

    Scenario("ze2_en_charity_shelter", "en",
             [Session(0, [u("I've given £20 a month to Shelter by direct debit for about six years now. Should I "
                            "have been ticking the Gift Aid box all this time? I'm a basic-rate taxpayer, if that "
                            "makes a difference."),
                          a("Yes — as a basic-rate taxpayer Gift Aid adds 25p for every £1 at no cost to you, and "
                            "Shelter can usually claim back up to four years."),
                          u("Brilliant, thank you — that's really clear.")])],
             active=[e(None, "Shelter")],
             allowed=[e(None, "£20"), e(None, "basic-rate"), e(None, "direct debit"), e(None, "six years")],
             never=["Gift Aid", "really clear", "25p"]),

    Scenario("ze2_en_seo_pune", "en",
             [Session(0, [u("I am working as SEO executive in Pune for one travel startup, whole day checking "
                            "rankings only 😅 Can you tell me whether meta keywords tag still matters in 2024 or "
                            "it is waste of time?"),
                          a("Google has ignored the meta keywords tag for years; spend the time on titles, "
                            "descriptions and content instead.")])],
             active=[e(None, "SEO"), e(None, "Pune")],
             allowed=[e(None, "travel")],
             never=["meta keywords", "waste of time"]),

    Scenario("ze2_en_tinnitus_left_ear", "en",
             [Session(0, [u("i've had tinnitus in my left ear since a gig in 2019 so i always sleep with a fan "
                            "running. is white noise or brown noise better for masking it?"),
                          a("Many people with tinnitus find brown noise less harsh than white noise, but it's "
                            "personal — try both at a low volume."),
                          u("ok gonna try brown tonight")])],
             active=[e(None, "tinnitus")],
             allowed=[e(None, "left ear"), e(None, "fan"), e(None, "2019")],
             never=["brown"]),

    Scenario("ze2_en_table_tennis_penhold", "en",
             [Session(0, [u("lol i'm left-handed AND play penhold, which confuses literally everyone at my table "
                            "tennis club. what rubber would you recommend for a reverse penhold backhand?"),
                          a("A softer, grippy rubber on the backhand side makes RPB loops much easier.")])],
             active=[e(None, "table tennis")],
             allowed=[e(None, "left"), e(None, "penhold")],
             never=["rubber", "confuses"]),

    Scenario("ze2_en_smart_home_hue", "en",
             [Session(0, [u("alexa just turned every light in the house purple for no reason 💀 anyway, i've got "
                            "philips hue bulbs in every room and home assistant running on a raspberry pi 4. can "
                            "you walk me through an automation that turns the hallway light on at sunset?"),
                          a("Sure: Settings → Automations → New, trigger 'Sun: sunset', action 'Light: turn on' "
                            "with the hallway light as the target.")])],
             active=[e(None, "Hue"), e(None, "Home Assistant")],
             allowed=[e(None, "Raspberry"), e(None, "Alexa")],
             never=["purple", "sunset"]),

    Scenario("ze2_en_councillor_riverside", "en",
             [Session(0, [u("Being the local councillor for Riverside ward means 90% of my inbox is potholes and "
                            "wheelie bins 😂 Anyway — how do I politely turn down an invitation to judge the "
                            "village dog show?"),
                          a("Thank them warmly, say your diary is already committed that day, and wish the event "
                            "success — perhaps offer to share it on your newsletter.")])],
             active=[e(None, "council", "Riverside")],
             never=["dog show", "potholes", "newsletter"]),

    Scenario("ze2_en_rail_quiet_coach", "en",
             [Session(0, [u("i always book the quiet coach when i take the train up to glasgow to see my gran, but "
                            "it's sold out this time 😩 is first class worth the extra or is it just comfier "
                            "seats?"),
                          a("On most long-distance routes first class is quieter and includes refreshments; "
                            "advance first-class fares are sometimes only a little more.")])],
             active=[e(None, "quiet coach")],
             allowed=[e(None, "Glasgow"), e(None, "gran"), e(None, "train")],
             never=["first class", "sold out", "refreshments"]),

    Scenario("ze2_en_cs50_evenings", "en",
             [Session(0, [u("doing harvard's CS50 online in the evenings after work, week 4 now and C is genuinely "
                            "hurting my brain. can you explain pointers like i'm five"),
                          a("A pointer is a note that says where something lives, rather than the thing itself."),
                          u("ohhh ok that actually clicked")])],
             active=[e(None, "CS50")],
             allowed=[e(None, "evening"), e(None, "week 4"), e(None, "Harvard")],
             never=["pointer", "like i'm five", "clicked"]),

    Scenario("ze2_en_adhd_diagnosis", "en",
             [Session(0, [u("got diagnosed with ADHD at 31 last month, which honestly explains SO much 🙃 still on "
                            "the waiting list for meds. any apps that do body doubling that aren't a subscription "
                            "trap?"),
                          a("Focusmate has a free tier of a few sessions a week; there are also free co-working "
                            "streams on YouTube.")])],
             active=[e(None, "ADHD")],
             allowed=[e(None, "31"), e(None, "waiting list")],
             never=["body doubling", "subscription trap", "Focusmate"]),
]

EXPLICIT = [
    Scenario("ze2_en_explicit_blood_donor", "en",
             [Session(0, [u("Remember that I'm O negative — I give blood at the Leeds donor centre every 12 weeks, "
                            "next slot is 22 August. thx!!"),
                          a("Got it — O negative, every 12 weeks at the Leeds centre, next on 22 August.")])],
             active=[e(None, "negative"), e(None, "12 weeks"), e(None, "August")],
             allowed=[e(None, "Leeds"), e(None, "blood")],
             never=["thx"]),

    Scenario("ze2_en_explicit_padel_league", "en",
             [Session(0, [u("ok so my padel league — note this down pls — is on wednesdays at 8pm at Padel Hub "
                            "Ealing, and my doubles partner is Marco"),
                          a("Noted: Wednesdays 8pm at Padel Hub Ealing, partner Marco."),
                          u("🙏")])],
             active=[e(None, "padel", "Wednesday"), e(None, "Marco")],
             allowed=[e(None, "Ealing"), e(None, "8pm")]),

    Scenario("ze2_en_explicit_washing_machine", "en",
             [Session(0, [u("washing machine is a Bosch Serie 6, bought from AO in November 2023 with a 5-year "
                            "warranty. keep that in mind for when it inevitably dies on me lol")])],
             active=[e(None, "Bosch"), e(None, "warranty")],
             allowed=[e(None, "AO"), e(None, "November"), e(None, "2023"), e(None, "Serie 6")],
             never=["inevitably dies"]),

    Scenario("ze2_en_explicit_broadband_contract", "en",
             [Session(0, [u("Don't let me forget this. My broadband contract with Hyperoptic ends on 14 March 2026 "
                            "and I want to switch before it auto-renews at the higher price."),
                          a("Noted — Hyperoptic contract ends 14 March 2026.")])],
             active=[e(None, "Hyperoptic", "2026")],
             allowed=[e(None, "switch"), e(None, "auto-renew")]),

    Scenario("ze2_en_explicit_wheelchair_access", "en",
             [Session(0, [u("Could you store, for all our future conversations, that I use a wheelchair and need "
                            "step-free access whenever you suggest venues, routes or accommodation? Thank you very "
                            "much."),
                          a("Of course — I'll always check for step-free access.")])],
             active=[e(None, "wheelchair")],
             allowed=[e(None, "step-free")],
             never=["Thank you"]),

    Scenario("ze2_en_explicit_squash_typo", "en",
             [Session(0, [u("pls rember my squash ladder match vs Dave is on 9 june at 6:30, court 3 at the uni "
                            "sports centre. he beat me last time grr")])],
             active=[e(None, "squash", "Dave")],
             allowed=[e(None, "june"), e(None, "court 3"), e(None, "6:30"), e(None, "ladder")],
             never=["grr"]),

    Scenario("ze2_en_explicit_subscriptions_inr", "en",
             [Session(0, [u("Kindly note down my subscriptions: Netflix ₹649, Spotify ₹119 and YouTube Premium "
                            "₹129, all getting debited on the 5th of every month. Later I will ask you the yearly "
                            "total."),
                          a("Noted all three, billed on the 5th.")])],
             active=[e(None, "Netflix", "649"), e(None, "Spotify", "119"), e(None, "YouTube", "129")],
             allowed=[e(None, "5th")],
             never=["yearly total"]),

    Scenario("ze2_en_explicit_laptops", "en",
             [Session(0, [u("for future reference: my personal laptop is a 2021 MacBook Pro (M1 Pro, 16GB) and my "
                            "work one is a Lenovo ThinkPad T14 on Windows 11. saves me typing it every time i ask "
                            "for help 😅")])],
             active=[e(None, "MacBook"), e(None, "ThinkPad")],
             allowed=[e(None, "16GB"), e(None, "Windows 11"), e(None, "2021"), e(None, "T14")],
             never=["typing it every time"]),

    Scenario("ze2_en_explicit_soc_nightshift", "en",
             [Session(0, [u("note that i work nights in a SOC (security operations centre), 10pm–6am, sunday to "
                            "wednesday. so when i say 'this morning' i probably mean like 3am lol")])],
             active=[e(None, "night")],
             allowed=[e(None, "SOC"), e(None, "security operations"), e(None, "10pm"), e(None, "Sunday")],
             never=["3am", "this morning"]),

    Scenario("ze2_en_explicit_name_and_style", "en",
             [Session(0, [u("keep in mind that i go by Sam, not Samantha, and i like short answers with bullet "
                            "points rather than walls of text"),
                          a("Got it, Sam — short and bulleted from now on."),
                          u("perfect 👌")])],
             active=[e(None, "Sam"), e(None, "bullet")],
             allowed=[e(None, "short")],
             never=["perfect"]),

    Scenario("ze2_en_explicit_dry_cleaning_ticket", "en",
             [Session(0, [u("omg the neighbour's dog barked ALL night again, i'm a zombie 😤 anyway can you "
                            "remember that my grey suit is at the dry cleaner's on Mill Road, ticket 4471, ready "
                            "friday")])],
             active=[e(None, "4471")],
             allowed=[e(None, "Mill Road"), e(None, "suit"), e(None, "friday"), e(None, "dry clean")],
             never=["barked", "zombie"]),

    Scenario("ze2_en_explicit_bjj_blue_belt", "en",
             [Session(0, [u("got my blue belt at Gracie Barra Leeds last week after 2.5 years 🥋🥹 can you save "
                            "that?"),
                          a("Saved — congratulations on the blue belt!")])],
             active=[e(None, "blue belt"), e(None, "Gracie Barra")],
             allowed=[e(None, "2.5 years"), e(None, "Leeds")]),

    Scenario("ze2_en_explicit_pub_quiz_team", "en",
             [Session(0, [u("Remember: my pub quiz team is called Quizteama Aguilera, we play every Monday at The "
                            "Crown on Park Street, and I'm the designated geography person.")])],
             active=[e(None, "Quizteama"), e(None, "Crown")],
             allowed=[e(None, "Monday"), e(None, "geography"), e(None, "Park Street")]),

    Scenario("ze2_en_explicit_consulting_start", "en",
             [Session(0, [u("note for later: i'm starting at Bain in Sydney on 3 Feb as an associate consultant. "
                            "first project's apparently in retail, no idea which client yet"),
                          a("Noted — Bain Sydney, starting 3 Feb.")])],
             active=[e(None, "Bain", "Feb"), e(None, "Sydney")],
             allowed=[e(None, "associate consultant"), e(None, "retail")],
             never=["no idea which client"]),

    Scenario("ze2_en_explicit_sketchbook_2025", "en",
             [Session(0, [u("jot this down for me: i'm doing one drawing a day for the whole of 2025, only with a "
                            "Pentel brush pen, posting them on @inky.commute. day 41 today and still going 💪")])],
             active=[e(None, "drawing", "2025")],
             allowed=[e(None, "Pentel"), e(None, "inky.commute")],
             never=["day 41", "still going"]),
]

BURIED = [
    Scenario("ze2_en_buried_jigsaw_dad", "en",
             [Session(0, [u("honestly so annoyed rn. spent the whole weekend on a 2000-piece Ravensburger of the "
                            "Amalfi coast and it's ONE piece short — a sky bit, obviously. checked under the sofa, "
                            "the hoover bag, inside my slippers, everything. my dad and i do one big jigsaw every "
                            "month together over video call, it's been our thing since mum passed, so this "
                            "actually stung a bit. do puzzle companies ever send replacement pieces??"),
                          a("Yes — Ravensburger has a free spare-parts service; you fill in a form with the "
                            "puzzle number.")])],
             active=[e(None, "jigsaw")],
             allowed=[e(None, "dad"), e(None, "video call"), e(None, "Ravensburger"), e(None, "mum")],
             never=["hoover", "slippers", "sofa", "spare-parts"]),

    Scenario("ze2_en_buried_heat_pump_bill", "en",
             [Session(0, [u("Octopus just sent me a bill for £312 for January and I nearly choked on my toast. I've "
                            "been wearing two jumpers indoors, the kids are moaning, and my partner keeps sneaking "
                            "the thermostat up when he thinks I'm not looking. We had an air source heat pump "
                            "fitted last spring precisely to bring costs down, so what is going on?? Is it normal "
                            "for them to guzzle power in a cold snap or did the installer botch the flow "
                            "temperature?"),
                          a("Consumption does rise in cold snaps, but a high flow temperature is a common cause "
                            "of poor efficiency — ask the installer to check the weather compensation curve.")])],
             active=[e(None, "heat pump")],
             allowed=[e(None, "Octopus"), e(None, "spring"), e(None, "kids"), e(None, "partner")],
             never=["312", "toast", "jumpers", "sneaking", "compensation curve"]),

    Scenario("ze2_en_buried_copywriter_manchester", "en",
             [Session(0, [u("Today was chaos. The client wanted the logo bigger, then smaller, then 'more "
                            "energetic', the intern knocked oat milk all over the projector, and my manager booked "
                            "a 'quick sync' for 5:55pm. Anyway — I'm a senior copywriter at an ad agency in "
                            "Manchester, and now I've been asked for taglines for a dog food brand by Friday. How "
                            "on earth do you make kibble sound exciting?"),
                          a("Sell the dog's joy, not the food: 'Bowl licked clean. Every time.'")])],
             active=[e(None, "copywriter"), e(None, "Manchester")],
             allowed=[e(None, "agency"), e(None, "dog food"), e(None, "Friday"), e(None, "senior")],
             never=["oat milk", "projector", "5:55", "kibble", "licked"]),

    Scenario("ze2_en_buried_cryptic_crossword", "en",
             [Session(0, [u("right, there's a clue in today's Guardian cryptic that's doing my head in: 'Bird "
                            "returns in trouble (5)'. I've done the Guardian cryptic every morning with my first "
                            "cuppa for about fifteen years and the setters with the really devious wordplay still "
                            "make me feel thick. Could it be a reversal? Please don't just give me the answer — a "
                            "nudge is plenty."),
                          a("Good instinct: 'returns' is often a reversal indicator. Look for a five-letter bird "
                            "hidden backwards.")])],
             active=[e(None, "cryptic")],
             allowed=[e(None, "Guardian"), e(None, "fifteen years"), e(None, "nudge"), e(None, "morning")],
             never=["Bird returns", "thick", "reversal"]),

    Scenario("ze2_en_buried_hr_parrot", "en",
             [Session(0, [u("sorry, long one. had the strangest week — one employee asked if he could bring his "
                            "parrot to the office as an 'emotional support colleague', another manager emailed me "
                            "in ALL CAPS about the car park, and the coffee machine has been broken since Tuesday. "
                            "I'm an HR business partner at a retail head office in Bristol, so honestly this is "
                            "just my life now lol. How would you word an email turning down the parrot request "
                            "kindly but firmly?"),
                          a("Thank him for raising it, explain the workplace policy on animals, and offer to "
                            "discuss other support options.")])],
             active=[e(None, "HR"), e(None, "Bristol")],
             allowed=[e(None, "retail"), e(None, "business partner")],
             never=["parrot", "all caps", "coffee machine", "car park"]),

    Scenario("ze2_en_buried_motion_sickness", "en",
             [Session(0, [u("Planning a little trip and already dreading the journey. Last time, on the coach to "
                            "Cornwall, I spent three hours staring at the horizon like a haunted Victorian, and "
                            "the boat to the Scillies was a level of misery I won't describe. I get really bad "
                            "motion sickness on pretty much anything except trains. Could you suggest ways to get "
                            "from London to the Lake District that avoid winding roads?"),
                          a("Take the train from Euston to Oxenholme or Windermere; from there the lake steamers "
                            "are calm, or a short taxi ride.")])],
             active=[e(None, "motion sickness")],
             allowed=[e(None, "train"), e(None, "London"), e(None, "Lake District")],
             never=["Victorian", "Scillies", "horizon", "Oxenholme"]),

    Scenario("ze2_en_buried_embassy_lisbon", "en",
             [Session(0, [u("I do apologise for the length of this. It has been a fortnight of receptions, a "
                            "visiting trade delegation whose luggage went to Frankfurt without them, and an "
                            "ambassador who insists on arranging the seating plan by star sign. I'm a second "
                            "secretary in the political section at the British Embassy in Lisbon, and I've been "
                            "asked to draft brief remarks for a wine-industry reception. Could you suggest an "
                            "opening line that is light without being flippant?"),
                          a("'It is a rare diplomatic event where everyone agrees on what's in the glass.'")])],
             active=[e(None, "Embassy"), e(None, "Lisbon")],
             allowed=[e(None, "second secretary"), e(None, "political"), e(None, "wine")],
             never=["star sign", "Frankfurt", "flippant", "in the glass"]),

    Scenario("ze2_en_buried_figure_skating", "en",
             [Session(0, [u("ok funniest thing, at the rink last night a kid who was maybe six lapped me TWICE doing "
                            "backwards crossovers and then asked if i needed help getting up 😭😭 so humbling. i "
                            "started adult figure skating lessons this january, saturday mornings at Streatham, "
                            "and i'm determined to land a waltz jump by summer. is it weird starting at 34 or do "
                            "loads of adults do it?"),
                          a("Not weird at all — adult skating is booming, and there are adult-only competitions.")])],
             active=[e(None, "skating")],
             allowed=[e(None, "Streatham"), e(None, "Saturday"), e(None, "waltz"), e(None, "34"),
                      e(None, "january")],
             never=["lapped", "humbling", "crossovers"]),

    Scenario("ze2_en_buried_social_media_sundays", "en",
             [Session(0, [u("mini rant: why does every app want to be tiktok now?? instagram is all reels, linkedin "
                            "is 'thought leaders' crying in their cars, even my banking app has stories for some "
                            "reason. i deleted instagram and tiktok back in march and now i only check social "
                            "media on my laptop on sundays, which has honestly been amazing for my brain. anyway — "
                            "are there any decent 'dumb' phones that can still run whatsapp?"),
                          a("A few KaiOS and Android-lite phones run WhatsApp, e.g. the Nokia 2660 Flip or the "
                            "Light Phone III.")])],
             active=[e(None, "social media", "Sunday")],
             allowed=[e(None, "Instagram"), e(None, "TikTok"), e(None, "March"), e(None, "laptop"),
                      e(None, "WhatsApp"), e(None, "dumb")],
             never=["crying", "thought leaders", "reels", "banking app", "Nokia"]),
]

UPDATES = [
    Scenario("ze2_en_upd_sales_new_employer", "en",
             [Session(0, [u("i'm an account executive at Salesforce, mostly selling to mid-market retail "
                            "companies"),
                          a("Nice — what does a typical deal cycle look like for you?")]),
              Session(6, [u("big news!! changed jobs — i'm now a sales manager at HubSpot, started monday 🎉 "
                            "running a team of 5")])],
             active=[e(None, "HubSpot")],
             superseded=[e(None, "Salesforce")],
             allowed=[e(None, "sales manager"), e(None, "mid-market"), e(None, "team of 5")]),

    Scenario("ze2_en_upd_five_a_side_day", "en",
             [Session(0, [u("we play five-a-side every thursday at 7 at Goals Wimbledon, i'm usually stuck in "
                            "goal 🙄")]),
              Session(3, [u("heads up, our five-a-side has moved to mondays now — pitch hire's cheaper. same "
                            "time, same place")])],
             active=[e(None, "Monday")],
             superseded=[e(None, "Thursday")],
             allowed=[e(None, "Wimbledon"), e(None, "goal")]),

    Scenario("ze2_en_upd_interior_designer_move", "en",
             [Session(0, [u("I'm a freelance interior designer based in Leeds, mostly kitchens and small flats"),
                          a("Lovely — do you work mainly with homeowners or landlords?")]),
              Session(10, [u("Quick update: I've relocated to Edinburgh — moved last week, still freelancing as "
                             "an interior designer, now mostly tenement flats.")])],
             active=[e(None, "Edinburgh"), e(None, "interior design")],
             superseded=[e(None, "Leeds")],
             allowed=[e(None, "tenement"), e(None, "kitchen"), e(None, "freelanc")]),

    Scenario("ze2_en_upd_parkrun_pb_correction", "en",
             [Session(0, [u("new parkrun PB this morning at Bushy Park: 27:40!! 🏃‍♀️")]),
              Session(1, [u("wait, correction — my PB is actually 26:40, i misread my watch yesterday. even better "
                            "lol")])],
             active=[e(None, "26:40")],
             superseded=[e(None, "27:40")],
             allowed=[e(None, "Bushy")]),

    Scenario("ze2_en_upd_email_proton", "en",
             [Session(0, [u("i use gmail for literally everything, personal, bills, the lot")]),
              Session(4, [u("finally did it — moved everything over to Proton Mail. the old account just catches "
                            "spam now")])],
             active=[e(None, "Proton")],
             superseded=[e(None, "Gmail")]),

    Scenario("ze2_en_upd_art_history_class_date", "en",
             [Session(0, [u("Signed up for an evening class in art history at the City Lit — starts 12 September, "
                            "Tuesdays 6.30 to 8.30. Bit nervous!")]),
              Session(5, [u("Ugh, they've pushed the start of my art history course back to 3 October. Still "
                            "Tuesdays at least.")])],
             active=[e(None, "Oct")],
             superseded=[e(None, "Sep")],
             allowed=[e(None, "City Lit"), e(None, "Tuesday"), e(None, "art history")],
             never=["nervous"]),

    Scenario("ze2_en_upd_3d_printer_swap", "en",
             [Session(0, [u("thinking about getting a 3d printer, leaning towards the prusa mk4. any thoughts?"),
                          a("The MK4 is very reliable; the Bambu Lab machines are faster and quieter.")]),
              Session(2, [u("ok ordered the Prusa MK4!! arriving thursday 🤓")]),
              Session(9, [u("sent it back in the end, way too loud for a one-bed flat. got a Bambu Lab A1 "
                            "instead and it's whisper quiet")])],
             active=[e(None, "Bambu")],
             superseded=[e(None, "Prusa")],
             allowed=[e(None, "one-bed"), e(None, "A1")]),

    Scenario("ze2_en_upd_policy_team_switch", "en",
             [Session(0, [u("I'm a policy analyst at the Resolution Foundation, working on housing affordability "
                            "mostly.")]),
              Session(7, [u("Switched teams this month — I'm on the pensions and retirement team now, same "
                            "organisation. Much less bleak.")])],
             active=[e(None, "pension")],
             superseded=[e(None, "housing")],
             allowed=[e(None, "Resolution Foundation"), e(None, "policy analyst")],
             never=["bleak"]),

    Scenario("ze2_en_upd_meditation_app", "en",
             [Session(0, [u("i meditate for 10 mins every morning with headspace, it's the only thing keeping me "
                            "sane lol")]),
              Session(5, [u("ditched the subscription, i use Insight Timer now — it's free and the timer bells are "
                            "nicer")])],
             active=[e(None, "Insight Timer")],
             superseded=[e(None, "Headspace")],
             allowed=[e(None, "10 min"), e(None, "morning")],
             never=["sane"]),
]

TRAPS = [
    Scenario("ze2_en_trap_red_wine_carpet", "en",
             [Session(0, [u("HELP what's the fastest way to get red wine out of a cream carpet 😬 guests arriving "
                            "in an hour"),
                          a("Blot (don't rub), pour on cold water, blot again, then cover with salt or baking "
                            "soda and vacuum once dry."),
                          u("omg the salt trick worked, you're a lifesaver")])],
             active=[],
             never=["red wine", "carpet", "salt", "guests"]),

    Scenario("ze2_en_trap_haiku_task", "en",
             [Session(0, [u("can you write me a haiku about a rainy tuesday, for my cousin's birthday card? "
                            "something a bit silly"),
                          a("Puddles in my shoes / Tuesday sulks beneath the clouds / cake will fix it all"),
                          u("haha love it")])],
             active=[],
             never=["haiku", "birthday card", "rainy", "puddles"]),

    Scenario("ze2_en_trap_lottery_lighthouse", "en",
             [Session(0, [u("if i ever win the lottery i'm buying a lighthouse in cornwall and learning the "
                            "bagpipes. full hermit mode 🏴‍☠️"),
                          a("Honestly a solid plan. The neighbours would be seagulls.")])],
             active=[],
             never=["lighthouse", "bagpipe", "lottery", "hermit"]),

    Scenario("ze2_en_trap_flatmate_thermos", "en",
             [Session(0, [u("my flatmate has started collecting vintage thermos flasks?? she's got like 40 now, "
                            "there's a whole shelf of them in the kitchen 😂")])],
             active=[],
             never=["thermos", "flask"]),

    Scenario("ze2_en_trap_fortune_cookie_quote", "en",
             [Session(0, [u("my fortune cookie tonight literally said: \"Remember: you will move to Paris and "
                            "become a painter before the year ends.\" lmaooo i can barely draw a stick man")])],
             active=[],
             never=["Paris", "painter", "fortune"]),

    Scenario("ze2_en_trap_small_talk", "en",
             [Session(0, [u("hiya! how's your day going? mine's been alright, bit grey and drizzly out 🙂"),
                          a("Pretty good, thanks! Sorry about the drizzle."),
                          u("haha fair. fancy telling me a fun fact?"),
                          a("Octopuses have three hearts."),
                          u("no way 🐙 that's wild")])],
             active=[],
             never=["drizzl", "grey", "three hearts", "octopus"]),

    Scenario("ze2_en_trap_do_you_remember_dream", "en",
             [Session(0, [u("do you remember when i told you about that dream with the talking pelican who wanted "
                            "my job? lol i had another one last night, this time he was my landlord")])],
             active=[],
             never=["pelican", "dream"]),

    Scenario("ze2_en_trap_power_cut", "en",
             [Session(0, [u("power's been out on our whole street for two hours, reading by candlelight like it's "
                            "1850 🕯️ kinda cosy tbh")])],
             active=[],
             never=["candle", "1850", "cosy"]),

    Scenario("ze2_en_trap_summarise_pennine", "en",
             [Session(0, [u("can you summarise this in one line for my notes: \"The Pennine Way is a 268-mile "
                            "National Trail running from Edale in the Peak District to Kirk Yetholm in the "
                            "Scottish Borders. Opened in 1965, it was Britain's first long-distance footpath.\""),
                          a("The Pennine Way (1965) is Britain's first National Trail, 268 miles from Edale to "
                            "Kirk Yetholm.")])],
             active=[],
             never=["Pennine", "268", "Edale", "1965"]),
]

HELDOUT_ZE2: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
