"""Held-out evaluation batch X (Chinese) for the memory write path.

Written without reading the library code. Chinese only: 口语, 网络用语, 中英夹杂, typos, a few 繁体.
Domains: air traffic control, locksmith, hairdresser, firefighter, ferry crew, glassblowing, falconry,
rowing, pharmacology research, urban planning, patent law, piano tuning, river rafting, tea plantation,
escape room, stage lighting, calligraphy, high-speed rail crew, archaeology, watch repair, drone survey,
elevator maintenance, crosstalk (相声), voice acting, forensics, fencing, ski instructing, equestrian,
geological survey, surfing.

Mix: 15 casual facts, 20 explicit remember-requests, 10 buried facts, 8 updates, 7 traps.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

# ---------------------------------------------------------------------------
# 1) Ordinary facts said casually (15)
# ---------------------------------------------------------------------------
CASUAL = [
    Scenario("x_zh_atc_pudong_tower", "zh",
             [Session(0, [u("我在浦东塔台当管制员，上四休二，夜班多到怀疑人生😵 有啥护眼的建议不"),
                          a("可以试试20-20-20法则，每20分钟看20英尺外20秒。"),
                          u("行 我试试")])],
             active=[e(None, "浦东"), e(None, "管制")],
             allowed=[e(None, "上四休二"), e(None, "夜班")],
             never=["怀疑人生", "护眼", "我试试"]),

    Scenario("x_zh_locksmith_chengxi", "zh",
             [Session(0, [u("俺在城西开了个开锁铺子，干了8年了，公安备案那种。最近智能锁越来越多，老本行要被卷死了hhh")])],
             active=[e(None, "开锁")],
             allowed=[e(None, "8"), e(None, "城西"), e(None, "备案")],
             never=["卷死"]),

    Scenario("x_zh_tony_sanlitun", "zh",
             [Session(0, [u("我就是传说中的Tony老师😂 在三里屯一家salon做首席，主要接烫染。顾客老问我要不要办卡，我也很无奈啊"),
                          a("哈哈，辛苦了！需要帮你写一段不那么推销感的话术吗？"),
                          u("要要要")])],
             active=[e(None, "三里屯")],
             allowed=[e(None, "首席"), e(None, "烫染"), e(None, "salon")],
             never=["办卡", "很无奈", "要要要"]),

    Scenario("x_zh_fire_special_duty", "zh",
             [Session(0, [u("我在消防救援站，特勤班长，24小时驻站那种，手机随时可能没信号，回复慢别介意哈")])],
             active=[e(None, "消防")],
             allowed=[e(None, "特勤"), e(None, "班长"), e(None, "24")],
             never=["别介意"]),

    Scenario("x_zh_ferry_first_mate", "zh",
             [Session(0, [u("在厦门鼓浪屿那条轮渡线上做大副，一天跑十几趟，海风吹得脸都裂了，有啥男士面霜推荐么")])],
             active=[e(None, "轮渡"), e(None, "大副")],
             allowed=[e(None, "鼓浪屿"), e(None, "厦门")],
             never=["脸都裂了", "面霜"]),

    Scenario("x_zh_glass_studio_hsinchu_trad", "zh",
             [Session(0, [u("我在新竹開了一間玻璃工作室，做吹製玻璃快五年了，窯爐每天都要開，電費真的很可怕"),
                          a("了解！需要幫你算一下窯爐的用電成本嗎？")])],
             active=[e(None, "新竹"), e(None, "玻璃")],
             allowed=[e(None, "五年")],
             never=["電費真的很可怕"]),

    Scenario("x_zh_falcon_afei", "zh",
             [Session(0, [u("家里养了只猎隼，名字叫阿飞，周末去郊外放飞训练。别问，合法的，有证😤")])],
             active=[e(None, "阿飞"), e(None, "猎隼")],
             allowed=[e(None, "周末"), e(None, "有证")],
             never=["别问"]),

    Scenario("x_zh_rowing_seat_two", "zh",
             [Session(0, [u("我是俱乐部赛艇队的，划二号位，每周一三五早上5点半下水，冬天冻成狗"),
                          a("早起训练不容易！需要热身动作推荐吗？"),
                          u("不用了谢谢")])],
             active=[e(None, "赛艇")],
             allowed=[e(None, "二号位"), e(None, "5点半")],
             never=["冻成狗", "不用了谢谢"]),

    Scenario("x_zh_pharmacology_pkpd", "zh",
             [Session(0, [u("在药企做药理研究，主要搞PK/PD建模，最近在跟一个降压药的项目。帮我解释下AUC咋算呗")])],
             active=[e(None, "药理")],
             allowed=[e(None, "PK"), e(None, "降压")],
             never=["AUC咋算"]),

    Scenario("x_zh_planner_chengdu", "zh",
             [Session(0, [u("我在成都规划院上班，做控规的，天天被甲方改图改到emo")])],
             active=[e(None, "规划院"), e(None, "成都")],
             allowed=[e(None, "控规")],
             never=["emo"]),

    Scenario("x_zh_patent_semiconductor", "zh",
             [Session(0, [u("本人专利代理师，主攻半导体方向，所里按件计费那种，今天又肝了俩权利要求书，头秃")])],
             active=[e(None, "专利"), e(None, "半导体")],
             allowed=[e(None, "按件")],
             never=["头秃", "今天又肝了"]),

    Scenario("x_zh_piano_tuner_blind", "zh",
             [Session(0, [u("我是钢琴调音师，眼睛看不见，用读屏软件跟你聊的。主要在琴行和学校调琴，一台一般收300块")])],
             active=[e(None, "调音")],
             allowed=[e(None, "300"), e(None, "读屏"), e(None, "看不见")],
             never=[]),

    Scenario("x_zh_rafting_zhangjiajie", "zh",
             [Session(0, [u("夏天我在张家界那边当漂流向导，冬天就回老家猫着，反正淡季也没啥活儿"),
                          a("季节性工作也挺自由的！冬天有考虑做点别的吗？"),
                          u("没想好")])],
             active=[e(None, "漂流"), e(None, "张家界")],
             allowed=[e(None, "冬天"), e(None, "老家")],
             never=["没想好"]),

    Scenario("x_zh_tea_alishan_trad", "zh",
             [Session(0, [u("我家在阿里山有片茶園，種的是金萱跟青心烏龍，春茶剛採完，累死")])],
             active=[e(None, "阿里山")],
             allowed=[e(None, "金萱")],
             never=["累死"]),

    Scenario("x_zh_escape_room_changsha", "zh",
             [Session(0, [u("我跟俩合伙人在长沙开密室，一共6个主题，最火的是那个中式恐怖本《阴婚》，周末场场爆满")])],
             active=[e(None, "密室"), e(None, "长沙")],
             allowed=[e(None, "6"), e(None, "阴婚"), e(None, "合伙人")],
             never=["场场爆满"]),
]

# ---------------------------------------------------------------------------
# 2) Explicit requests to remember (20)
# ---------------------------------------------------------------------------
EXPLICIT = [
    Scenario("x_zh_exp_call_me_qiangge", "zh",
             [Session(0, [u("以后叫我强哥就行，别叫全名，怪生分的"),
                          a("好的强哥！")])],
             active=[e(None, "强哥")],
             never=["怪生分"]),

    Scenario("x_zh_exp_grandma3_console", "zh",
             [Session(0, [u("帮我记一下：我们剧场的灯控台是grandMA3，不是MA2，千万别搞错！！上次照你说的按错键差点黑场")])],
             active=[e(None, "grandMA3")],
             allowed=[e(None, "剧场")],
             never=["千万别搞错", "差点黑场"]),

    Scenario("x_zh_exp_calligraphy_exam_date", "zh",
             [Session(0, [u("别忘了我书法九级考试是6月15号，在市少年宫考，紧张死了啊啊啊")])],
             active=[e(None, "6月", "15")],
             allowed=[e(None, "少年宫"), e(None, "书法"), e(None, "九级")],
             never=["紧张死了"]),

    Scenario("x_zh_exp_train_g1237_two_values", "zh",
             [Session(0, [u("记一笔：我现在值乘的是G1237次，乘务长是老周。下次聊排班的时候要用")])],
             active=[e(None, "G1237"), e(None, "老周")],
             allowed=[e(None, "乘务长")],
             never=["下次聊排班"]),

    Scenario("x_zh_exp_archaeology_mid_cue", "zh",
             [Session(0, [u("今天在探方里蹲了一整天，备忘一下哈，我们考古队驻扎在三星堆8号坑，要待到11月底。手都磨出泡了呜呜")])],
             active=[e(None, "三星堆"), e(None, "11月")],
             allowed=[e(None, "考古")],
             never=["磨出泡"]),

    Scenario("x_zh_exp_mechanical_only", "zh",
             [Session(0, [u("你给我记着，我修表只修机械表，石英表一律不接，谁来都不好使"),
                          a("明白，以后只跟你聊机械表相关的。")])],
             active=[e(None, "机械表")],
             allowed=[e(None, "石英")],
             never=["谁来都不好使"]),

    Scenario("x_zh_exp_drone_license", "zh",
             [Session(0, [u("存一下：我无人机执照是超视距机长，编号UTC-88361，有效期到2027年3月。")])],
             active=[e(None, "88361"), e(None, "2027")],
             allowed=[e(None, "超视距")],
             never=[]),

    Scenario("x_zh_exp_elevator_notebook", "zh",
             [Session(0, [u("给我记小本本上📒 我负责的电梯是万达广场那8台，每月5号维保。老板天天催KPI烦死了")])],
             active=[e(None, "万达", "8"), e(None, "每月", "5")],
             allowed=[e(None, "维保")],
             never=["烦死了", "KPI"]),

    Scenario("x_zh_exp_simplified_reply", "zh",
             [Session(0, [u("下次记得回复我用简体，别给我整繁体，我老花眼看不过来")])],
             active=[e(None, "简体")],
             allowed=[e(None, "老花")],
             never=[]),

    Scenario("x_zh_exp_crosstalk_partner_end_cue", "zh",
             [Session(0, [u("我说相声的，搭档叫小岳，我捧他逗，记住了啊")])],
             active=[e(None, "小岳")],
             allowed=[e(None, "相声"), e(None, "捧")],
             never=[]),

    Scenario("x_zh_exp_stage_name_nanfeng", "zh",
             [Session(0, [u("帮我记住，我配音用的艺名是“南风”，接商单都用这个名。哈哈哈是不是有点中二")])],
             active=[e(None, "南风")],
             allowed=[e(None, "配音"), e(None, "商单")],
             never=["有点中二"]),

    Scenario("x_zh_exp_forensic_oncall_mixed", "zh",
             [Session(0, [u("note一下，我下周的night shift是周二和周四，法医中心那边随时会call我，所以那两天别约我长聊")])],
             active=[e(None, "周二"), e(None, "周四")],
             allowed=[e(None, "法医"), e(None, "night shift")],
             never=[]),

    Scenario("x_zh_exp_sabre_not_foil", "zh",
             [Session(0, [u("记好了我练的是佩剑不是花剑，教练是王指导，每周六下午上课。上次你装备推荐错了🙄")])],
             active=[e(None, "佩剑"), e(None, "周六")],
             allowed=[e(None, "王指导")],
             never=["推荐错了"]),

    Scenario("x_zh_exp_niseko_season_trad", "zh",
             [Session(0, [u("幫我記一下，我今年冬天在二世谷當滑雪教練，12月1號到3月20號。超期待的啦！！")])],
             active=[e(None, "二世谷"), e(None, "12月", "3月")],
             never=["超期待"]),

    Scenario("x_zh_exp_horse_cola_mid_cue", "zh",
             [Session(0, [u("我的马叫可乐，温血马，8岁，你记住它名字哈，以后问马术问题我就直接说可乐了"),
                          a("好的，记住啦，可乐是你的温血马。")])],
             active=[e(None, "可乐")],
             allowed=[e(None, "温血"), e(None, "8岁")],
             never=[]),

    Scenario("x_zh_exp_field_means_qaidam", "zh",
             [Session(0, [u("以后我说“野外”就是指我在青海柴达木那边的勘探点，你心里有个数。唉又要进山了")])],
             active=[e(None, "柴达木")],
             allowed=[e(None, "青海"), e(None, "勘探")],
             never=["又要进山了"]),

    Scenario("x_zh_exp_surfboard_mark", "zh",
             [Session(0, [u("mark一下，我的冲浪板是fish板，平时在万宁日月湾冲。下次推荐浪点别给我推长板的，我要冲短板浪")])],
             active=[e(None, "日月湾")],
             allowed=[e(None, "fish"), e(None, "万宁")],
             never=[]),

    Scenario("x_zh_exp_typo_annealer", "zh",
             [Session(0, [u("纪住哈，我车间用的是德国Weiss的退火炉，型号LK-900，别再给我推别的牌子了，气死")])],
             active=[e(None, "Weiss"), e(None, "LK-900")],
             allowed=[e(None, "退火")],
             never=["气死"]),

    Scenario("x_zh_exp_atc_medical_date", "zh",
             [Session(0, [u("帮我备注一下：我管制员执照年审在9月8号，要去民航医院体检，同一周还有英语等级复考，两件事都得搞定")])],
             active=[e(None, "9月", "8"), e(None, "英语")],
             allowed=[e(None, "体检"), e(None, "年审")],
             never=[]),

    Scenario("x_zh_exp_a442_highlight", "zh",
             [Session(0, [u("划重点！我调音一律调到A=442，乐团那边要求的，不是440。这个以后别再问我了好吗😮‍💨")])],
             active=[e(None, "442")],
             allowed=[e(None, "乐团")],
             never=["别再问我了"]),
]

# ---------------------------------------------------------------------------
# 3) Facts buried inside long messages (10)
# ---------------------------------------------------------------------------
BURIED = [
    Scenario("x_zh_bur_fire_transfer_haidian", "zh",
             [Session(0, [u("昨天出了个警，老小区电动车起火，烟大得要命，我们进去搜了三层楼，还好没人伤着。回来洗了俩小时装备，"
                            "队里的空呼器又坏了一个，报修单写得我想哭。哦对，我调到海淀那边的特勤站了，下周一报到。"
                            "然后今天食堂的红烧肉咸得离谱。")])],
             active=[e(None, "海淀")],
             allowed=[e(None, "特勤")],
             never=["红烧肉", "电动车", "空呼器", "报修单"]),

    Scenario("x_zh_bur_ferry_exam_dalian", "zh",
             [Session(0, [u("今天风浪大停航了半天，乘客在码头骂街，有个大爷非要我们开，我心想您老自己游过去吧（没敢说出口）。"
                            "下午修了修主机，满手机油。顺便说一句，我的二副证考试定在4月22号，在大连考。晚上吃啥啊好烦")])],
             active=[e(None, "4月", "22"), e(None, "大连")],
             allowed=[e(None, "二副")],
             never=["骂街", "游过去", "机油", "晚上吃啥"]),

    Scenario("x_zh_bur_rowing_stroke_mixed", "zh",
             [Session(0, [u("今天erg测试2k划了6分58，教练说还行但离选拔差远了，然后我们那条八人艇又被别的队撞了个坑，"
                            "气得队长在群里连发三条60秒语音。btw我从二号位换到尾桨了，以后就是stroke了。明天还有课，ddl一堆，"
                            "我先撤了")])],
             active=[e(None, "尾桨")],
             allowed=[e(None, "6分58"), e(None, "stroke"), e(None, "八人艇")],
             never=["60秒语音", "ddl", "我先撤了"]),

    Scenario("x_zh_bur_pharm_paper_accepted", "zh",
             [Session(0, [u("组会被老板怼了半小时，说我的数据不够漂亮，可数据就是数据啊我能咋办。小鼠又死了两只，动物房空调也坏了。"
                            "算了不说了，重点是我那篇论文终于被British Journal of Pharmacology接收了！！"
                            "下周还得去买移液枪头，经费快见底了")])],
             active=[e(None, "Pharmacology")],
             allowed=[e(None, "论文")],
             never=["空调也坏了", "移液枪头", "被老板怼"]),

    Scenario("x_zh_bur_planner_kaohsiung_trad", "zh",
             [Session(0, [u("這週真的爆炸，業主改了七次方案，老闆還說週末要加班，我週六本來約了朋友去看展也泡湯了。"
                            "不過說正經的，公司派我下個月10號去高雄駐點兩個月，跟一個都更案。現在只想躺平")])],
             active=[e(None, "高雄")],
             allowed=[e(None, "10"), e(None, "都更")],
             never=["看展", "躺平", "七次方案"]),

    Scenario("x_zh_bur_escape_new_site", "zh",
             [Session(0, [u("今天店里来了个公司团建，12个人，有个小哥吓得直接把NPC推倒了，NPC腰还闪了，我赔了医药费。"
                            "又有人给差评说不够吓人，我真是服了。对了新店选址定了，在五一广场那边的负一楼，6月开业。今天先这样吧，累")])],
             active=[e(None, "五一广场"), e(None, "6月")],
             allowed=[e(None, "新店")],
             never=["医药费", "差评", "团建"]),

    Scenario("x_zh_bur_watch_apprentice", "zh",
             [Session(0, [u("早上修了一只老欧米茄，游丝变形了，弄了一上午。中午吃了碗面，面馆老板又在吹他儿子考上985。"
                            "下午来了个客人非要我三天修好他爷爷的怀表，我说至少俩礼拜。哦对了，我收了个徒弟，叫小林，19岁，挺机灵的。"
                            "晚上看球去了")])],
             active=[e(None, "小林")],
             allowed=[e(None, "徒弟"), e(None, "19")],
             never=["985", "看球", "面馆", "怀表"]),

    Scenario("x_zh_bur_railcrew_jinghu", "zh",
             [Session(0, [u("今天车上有熊孩子把整排座椅踢了个遍，家长还说孩子还小。然后列车晚点40分钟，乘客全冲我来。"
                            "下班回公寓发现热水器也坏了。唯一的好消息：我下个月起调到京沪线了，终于不用跑那条破山区线了")])],
             active=[e(None, "京沪")],
             never=["熊孩子", "热水器", "晚点40分钟"]),

    Scenario("x_zh_bur_calligraphy_exhibit", "zh",
             [Session(0, [u("最近在临《兰亭序》，写了快两百张了还是不像，老师说我的捺太肉。今天去文房店买了刀宣，被宰了80块。"
                            "说起来我有一幅作品入选了区里的书法展，在区文化馆展出，第一次参展好紧张！")])],
             active=[e(None, "书法展")],
             allowed=[e(None, "文化馆"), e(None, "兰亭序")],
             never=["被宰了", "80块", "好紧张"]),

    Scenario("x_zh_bur_drone_m350_mixed", "zh",
             [Session(0, [u("今天飞了一整天测绘航线，一块电池鼓包了，还好没起火。甲方要的DOM图明天就要，真的离谱。"
                            "朋友拉我去剧本杀我也没去成。说个正事，我换了新机子，大疆M350 RTK，以后问参数按这个来。好累啊啊啊")])],
             active=[e(None, "M350")],
             allowed=[e(None, "大疆"), e(None, "测绘")],
             never=["剧本杀", "好累啊", "电池鼓包"]),
]

# ---------------------------------------------------------------------------
# 4) Updates: change of mind, moved date, new value, cancellation (8)
# ---------------------------------------------------------------------------
UPDATES = [
    Scenario("x_zh_upd_promotion_exam_moved", "zh",
             [Session(0, [u("我消防晋升考试定在3月12号，这两周都在刷题")]),
              Session(9, [u("考试改到4月2号了，上面说考场没协调好。多了三周复习时间，也行吧")])],
             active=[e(None, "4月", "2")],
             superseded=[e(None, "3月")],
             allowed=[e(None, "晋升")],
             never=["也行吧"]),

    Scenario("x_zh_upd_salon_guomao_wangjing", "zh",
             [Session(0, [u("我在国贸那家店做发型师，客人主要是附近上班的白领")]),
              Session(40, [u("跳槽了！现在在望京一家新开的店，老客跟过来一半，还行")])],
             active=[e(None, "望京")],
             superseded=[e(None, "国贸")],
             allowed=[e(None, "发型师")],
             never=[]),

    Scenario("x_zh_upd_yarlung_trip_cancelled", "zh",
             [Session(0, [u("下个月我带团去雅鲁藏布漂流，8个客人，已经订好车了")]),
              Session(14, [u("雅鲁藏布那趟取消了，今年水位太高，不安全，定金都退了")])],
             active=[],
             expired=[e(None, "雅鲁藏布")],
             allowed=[e(None, "水位")],
             never=[]),

    Scenario("x_zh_upd_falcon_renamed", "zh",
             [Session(0, [u("我家那只猎隼叫阿飞，两岁了")]),
              Session(20, [u("给隼改名了，现在叫闪电，阿飞听着太土了哈哈")])],
             active=[e(None, "闪电")],
             superseded=[e(None, "阿飞")],
             allowed=[e(None, "两岁")],
             never=["太土了"]),

    Scenario("x_zh_upd_patent_inhouse", "zh",
             [Session(0, [u("我在北京恒信知识产权所当专利代理师，做通信方向")]),
              Session(60, [u("告诉你个事儿，我跳到深圳华为的知识产权部了，做in-house，不用再按件算钱了")])],
             active=[e(None, "华为")],
             superseded=[e(None, "恒信")],
             allowed=[e(None, "深圳"), e(None, "in-house")],
             never=[]),

    Scenario("x_zh_upd_tea_price_trad", "zh",
             [Session(0, [u("今年我們家的春茶一斤賣1800")]),
              Session(25, [u("還是降價了，改成一斤1500，太多客人嫌貴")])],
             active=[e(None, "1500")],
             superseded=[e(None, "1800")],
             never=[]),

    Scenario("x_zh_upd_premiere_postponed", "zh",
             [Session(0, [u("我们剧院新戏《长夜》10月1号首演，我是灯光设计")]),
              Session(12, [u("《长夜》首演推迟到10月20号了，灯还没调完，导演又要改第三幕")])],
             active=[e(None, "长夜", "20")],
             superseded=[e(None, "10月1")],
             allowed=[e(None, "灯光")],
             never=["第三幕"]),

    Scenario("x_zh_upd_surf_bali_to_srilanka", "zh",
             [Session(0, [u("打算年底去巴厘岛冲浪，大概待两周")]),
              Session(18, [u("算了不去巴厘岛了，改去斯里兰卡，签证方便还便宜")])],
             active=[e(None, "斯里兰卡")],
             superseded=[e(None, "巴厘岛")],
             never=[]),
]

# ---------------------------------------------------------------------------
# 5) Traps: questions, recall questions, reminders, small talk, others, hypotheticals, quotes (7)
# ---------------------------------------------------------------------------
TRAPS = [
    Scenario("x_zh_trap_pure_question", "zh",
             [Session(0, [u("问一下，赛艇和皮划艇到底有啥区别？哪个更费腰啊")])],
             active=[],
             never=["皮划艇", "费腰"]),

    Scenario("x_zh_trap_do_you_remember_clock", "zh",
             [Session(0, [u("我在故宫做古钟修复，已经第6年了")]),
              Session(7, [u("你还记得我跟你说过我修的那座乾隆年间的铜镀金钟吗？我记不清跟你提没提过了")])],
             active=[e(None, "故宫")],
             allowed=[e(None, "6")],
             never=["乾隆", "铜镀金"]),

    Scenario("x_zh_trap_remind_me_5pm", "zh",
             [Session(0, [u("下午5点提醒我给队长回个电话，问下周的排班")])],
             active=[],
             never=["回个电话"]),

    Scenario("x_zh_trap_small_talk", "zh",
             [Session(0, [u("在吗在吗，好无聊啊，刚吃完火锅撑死了，陪我唠会儿呗"),
                          a("在的！想聊点什么？"),
                          u("随便 你先说")])],
             active=[],
             never=["火锅", "好无聊", "撑死了"]),

    Scenario("x_zh_trap_friend_skydiving", "zh",
             [Session(0, [u("我是做配音的。我闺蜜是跳伞教练，她下周要去迪拜比赛，好羡慕啊")])],
             active=[e(None, "配音")],
             never=["跳伞", "迪拜"]),

    Scenario("x_zh_trap_hypothetical_bnb", "zh",
             [Session(0, [u("干法医十年了。要是哪天不干了，可能去大理开个小客栈吧，哈哈想想而已")])],
             active=[e(None, "法医")],
             allowed=[e(None, "十年")],
             never=["大理", "客栈"]),

    Scenario("x_zh_trap_quoted_master", "zh",
             [Session(0, [u("我师父以前老说：“手艺人要耐得住寂寞，三年不开张，开张吃三年。”你觉得这话现在还对吗")])],
             active=[],
             never=["耐得住寂寞", "开张吃三年"]),
]

HELDOUT_X: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
