"""Held-out evaluation batch Z2 (Chinese) for the memory write path.

Written without reading the library code. Style: colloquial 口语 with 网络用语 (蚌埠住了, 破防, 绝绝子, 麻了,
yyds, 家人们), 中英夹杂 (note一下, busy season, handler, figma), deliberate typos (己住), a few 繁体 turns and
emoji. Keywords are literal substrings the user typed (numbers, brand names, places, distinctive nouns); 繁体 turns
only use keywords written the same in both scripts. Update scripts never repeat the old value in the new turn.
Roughly four fifths of the scripts are everyday life outside work.
Domains: eyesight/contact lenses, colour vision, badminton, table tennis, swimming, ultimate frisbee, skateboarding,
tai chi, robot vacuum/smart home, home renovation, furniture sizing, property-management fee, home appliances,
home broadband, home NAS, cloud photo storage, password manager, social media (小红书), quitting smoking,
moxibustion/TCM, hearing, blood donation, meditation, mahjong, journaling (手账), blind-box collecting (Labubu),
jigsaw puzzles, cosplay, 剧本杀, lottery, night-school painting, part-time MBA, moving house, forms of address,
answer style, neighbourhood small talk, architecture firm, UX design, audit, penetration testing, brand marketing,
supply-chain consulting, company annual party, headhunting, interior design, advertising copywriting,
PR/product launches, high-speed-rail travel habits.
Mix: CASUAL 18, EXPLICIT 15, BURIED 9, UPDATES 9, TRAPS 9 (60).
"""
from tests.scenarios.model import Scenario, Session, a, e, u

CASUAL = [
    Scenario("z2_zh_vision_daily_contacts", "zh",
             [Session(0, [u("我近视600度，左眼还带点散光😵 最近想从月抛换成日抛，有啥牌子推荐不"),
                          a("日抛的话透氧率和含水量可以重点看一下，散光的话要选散光片。"),
                          u("行 我回头去眼镜店问问")])],
             active=[e(None, "600")],
             allowed=[e(None, "散光"), e(None, "日抛")],
             never=["推荐", "回头去眼镜店"]),

    Scenario("z2_zh_badminton_wednesday", "zh",
             [Session(0, [u("每周三晚上我都在公司旁边的体育馆打羽毛球，打了快三年了。最近拍线老断，是不是磅数拉太高了啊"),
                          a("你现在拉的是多少磅？"),
                          u("26磅，感觉也不算高吧🤔")])],
             active=[e(None, "羽毛球", "周三")],
             allowed=[e(None, "26"), e(None, "三年")],
             never=["老断"]),

    Scenario("z2_zh_smarthome_robot_vacuum", "zh",
             [Session(0, [u("家里那台石头扫地机器人又卡沙发底下了 蚌埠住了🤣 我家全屋木地板，它拖完地总是留一道道水印，是拖布太湿了吗")])],
             active=[e(None, "石头", "扫地")],
             allowed=[e(None, "木地板")],
             never=["蚌埠住了", "沙发底下", "水印"]),

    Scenario("z2_zh_architecture_firm_shanghai", "zh",
             [Session(0, [u("我在上海一家建筑事务所画图，主要做学校和幼儿园项目。今天甲方又让改了八遍方案，破防了家人们"),
                          a("辛苦了，改方案确实磨人。"),
                          u("对了 rhino里怎么批量导出图层啊")])],
             active=[e(None, "建筑", "上海")],
             allowed=[e(None, "学校"), e(None, "幼儿园"), e(None, "rhino")],
             never=["八遍", "破防", "批量导出"]),

    Scenario("z2_zh_smoking_quit_day47", "zh",
             [Session(0, [u("戒烟第47天了!!! 今天同事递烟我都没接，嘿嘿给自己点个赞👍 有啥办法能缓解嘴馋吗")])],
             active=[e(None, "戒烟")],
             allowed=[e(None, "47")],
             never=["嘴馋", "递烟", "点个赞"]),

    Scenario("z2_zh_mahjong_weekend_family", "zh",
             [Session(0, [u("周末基本都是跟我爸妈还有我姑打麻将，打的是四川的血战到底，三缺一就喊我表弟来凑hhh"),
                          a("血战到底节奏很快，挺刺激的。"),
                          u("你知道杠上花怎么算番吗，每次都算不明白")])],
             active=[e(None, "麻将")],
             allowed=[e(None, "血战到底"), e(None, "周末")],
             never=["算番", "杠上花"]),

    Scenario("z2_zh_ux_online_education", "zh",
             [Session(0, [u("我是做UX的，在一家搞在线教育的公司，天天跟产品经理battle😅 说真的figma的auto layout有时候真反人类")])],
             active=[e(None, "UX")],
             allowed=[e(None, "在线教育"), e(None, "figma")],
             never=["battle", "反人类"]),

    Scenario("z2_zh_swimming_morning_laps", "zh",
             [Session(0, [u("我每天早上6点半去小区游泳馆游1000米，一直是蛙泳，自由泳换气死活学不会😭"),
                          a("换气可以先在池边扶着练侧头吐气。"),
                          u("好 明天试试")])],
             active=[e(None, "1000")],
             allowed=[e(None, "6点半"), e(None, "蛙泳"), e(None, "自由泳")],
             never=["明天试试", "池边"]),

    Scenario("z2_zh_journaling_hobonichi", "zh",
             [Session(0, [u("最近入坑手账了！买了本hobonichi，每晚睡前写一页，真的治愈绝绝子✨ 你觉得和纸胶带哪家的好看")])],
             active=[e(None, "手账")],
             allowed=[e(None, "hobonichi"), e(None, "睡前")],
             never=["绝绝子", "胶带"]),

    Scenario("z2_zh_audit_big_four", "zh",
             [Session(0, [u("我在四大做审计，现在正好busy season，人已经麻了。帮我想句朋友圈文案吐槽一下呗，要好笑点的")])],
             active=[e(None, "审计")],
             allowed=[e(None, "四大")],
             never=["麻了", "朋友圈", "好笑"]),

    Scenario("z2_zh_rail_window_seat", "zh",
             [Session(0, [u("我坐高铁必须靠窗，最好F座，不然晕得厉害🤢 下周又要去武汉出差，12306的候补到底靠不靠谱啊")])],
             active=[e(None, "靠窗")],
             allowed=[e(None, "F座"), e(None, "武汉"), e(None, "晕")],
             never=["候补", "靠不靠谱"]),

    Scenario("z2_zh_blindbox_labubu", "zh",
             [Session(0, [u("我收泡泡玛特的Labubu，攒了三十多个了😍 今天又抽到一个重复的，气死我了"),
                          a("重复的可以在二手平台换。"),
                          u("嗯嗯 回头挂闲鱼")])],
             active=[e(None, "Labubu")],
             allowed=[e(None, "泡泡玛特"), e(None, "三十")],
             never=["气死", "闲鱼"]),

    Scenario("z2_zh_cybersec_pentest_hangzhou", "zh",
             [Session(0, [u("在杭州一家安全公司做渗透测试，平时下班也挖挖洞交SRC。话说你能给我讲讲SSRF和CSRF到底啥区别吗，面试新人老被问住")])],
             active=[e(None, "渗透测试")],
             allowed=[e(None, "杭州"), e(None, "SRC")],
             never=["SSRF", "问住"]),

    Scenario("z2_zh_tcm_moxibustion", "zh",
             [Session(0, [u("我是那种典型寒性体质，手脚一年四季都冰凉，中医让我每周艾灸两次。艾灸的时候能刷手机吗哈哈哈")])],
             active=[e(None, "艾灸")],
             allowed=[e(None, "寒"), e(None, "冰凉")],
             never=["刷手机"]),

    Scenario("z2_zh_nas_synology_home", "zh",
             [Session(0, [u("家里自己搭了台群晖NAS，插了四块盘，主要存照片和电影，平时手机远程看。最近qb下载老掉速咋回事"),
                          a("可以先看看是不是做种连接数太多。"),
                          u("ok我查查")])],
             active=[e(None, "群晖")],
             allowed=[e(None, "NAS"), e(None, "四块")],
             never=["掉速", "做种"]),

    Scenario("z2_zh_frisbee_century_park", "zh",
             [Session(0, [u("上海飞盘圈是真的卷啊，我们队每周日下午在世纪公园练，我打handler。今天太阳毒得一批，直接晒黑两个色号😂")])],
             active=[e(None, "飞盘")],
             allowed=[e(None, "世纪公园"), e(None, "handler"), e(None, "周日")],
             never=["色号", "毒得一批"]),

    Scenario("z2_zh_marketing_sports_drink", "zh",
             [Session(0, [u("我在一个运动饮料品牌做市场，主要管抖音和B站的投放。双十一快到了压力山大，给我来个解压歌单吧🙏")])],
             active=[e(None, "运动饮料")],
             allowed=[e(None, "抖音"), e(None, "B站")],
             never=["歌单", "压力山大"]),

    Scenario("z2_zh_taichi_morning_park", "zh",
             [Session(0, [u("我每天早上在公园跟一群阿姨打太极，已經堅持兩年了，膝蓋比以前好多了。"),
                          a("坚持得真好！"),
                          u("對了，陳式跟楊式到底有啥區別？")])],
             active=[e(None, "太极")],
             allowed=[e(None, "早上"), e(None, "阿姨")],
             never=["區別", "区别"]),
]

EXPLICIT = [
    Scenario("z2_zh_blood_donation_rh_negative", "zh",
             [Session(0, [u("帮我记一下：我是AB型血，Rh阴性，就是传说中的熊猫血🐼 每半年会去献一次血。我朋友老说我是稀有动物哈哈")])],
             active=[e(None, "AB", "Rh")],
             allowed=[e(None, "半年"), e(None, "熊猫血")],
             never=["稀有动物"]),

    Scenario("z2_zh_renovation_microcement", "zh",
             [Session(0, [u("下个月新房要开工装修了，记住哈，客厅地面我要做微水泥，不要瓷砖，之后你帮我出方案的时候别搞错了"),
                          a("好的，客厅地面用微水泥。"),
                          u("嗯嗯 谢啦")])],
             active=[e(None, "微水泥")],
             allowed=[e(None, "瓷砖"), e(None, "装修")],
             never=["出方案", "搞错", "谢啦"]),

    Scenario("z2_zh_password_bitwarden", "zh",
             [Session(0, [u("我现在密码全放Bitwarden里了，1Password年费到期就不续了，太贵。这个记一下")])],
             active=[e(None, "Bitwarden")],
             allowed=[e(None, "1Password")],
             never=["太贵"]),

    Scenario("z2_zh_murder_mystery_date", "zh",
             [Session(0, [u("别忘了啊！！！"),
                          a("什么事？"),
                          u("12月6号周六下午我约了剧本杀，五道口那家，这次是硬核推理本，烧脑预定🧠")])],
             active=[e(None, "剧本杀", "12月6")],
             allowed=[e(None, "五道口"), e(None, "推理")],
             never=["烧脑预定"]),

    Scenario("z2_zh_furniture_sofa_wall", "zh",
             [Session(0, [u("能帮我记一下吗？我家客厅放沙发那面墙宽3.2米，以后挑沙发别超过这个数。上次差点买了个3.5米的，幸好没下单😮‍💨")])],
             active=[e(None, "3.2")],
             never=["幸好没下单"]),

    Scenario("z2_zh_property_fee_typo", "zh",
             [Session(0, [u("帮我己住，我们小区物业费每年3月交，一年2680，别到时候又忘了被催😂")])],
             active=[e(None, "物业费", "2680")],
             allowed=[e(None, "3月")],
             never=["被催"]),

    Scenario("z2_zh_nightschool_oil_painting", "zh",
             [Session(0, [u("note一下 我报了上海夜校的油画班，每周二晚上7点，一共12节课。抢名额的时候手速拼到飞起🤣")])],
             active=[e(None, "油画")],
             allowed=[e(None, "周二"), e(None, "夜校"), e(None, "12节")],
             never=["手速"]),

    Scenario("z2_zh_appliances_two_things", "zh",
             [Session(0, [u("帮我记两件事：第一，我家洗碗机是西门子的，只能用finish的洗碗块；第二，燃气热水器每年10月要叫人来检修一次"),
                          a("记下了。"),
                          u("你真靠谱 yyds")])],
             active=[e(None, "西门子"), e(None, "热水器", "10月")],
             allowed=[e(None, "finish")],
             never=["yyds", "靠谱"]),

    Scenario("z2_zh_lottery_fixed_numbers", "zh",
             [Session(0, [u("记一下我双色球守的那注号：红球3、8、15、21、27、31，蓝球9。别问为啥，问就是玄学🤣")])],
             active=[e(None, "双色球", "21", "31")],
             never=["玄学"]),

    Scenario("z2_zh_consulting_shenzhen_onsite", "zh",
             [Session(0, [u("我下个月开始要常驻深圳客户那边做供应链咨询项目了，周一飞过去周四飞回来，以后帮我安排事儿的时候考虑进去哈")])],
             active=[e(None, "深圳")],
             allowed=[e(None, "咨询"), e(None, "周一"), e(None, "周四")]),

    Scenario("z2_zh_address_nickname_awen", "zh",
             [Session(0, [u("以后叫我阿雯就行，别叫全名，听着跟被班主任点名似的😂 记住了哈")])],
             active=[e(None, "阿雯")],
             never=["班主任", "点名"]),

    Scenario("z2_zh_answer_style_conclusion", "zh",
             [Session(0, [u("记住，回答我问题的时候先给结论，别铺垫一大堆，我都是在地铁上拿手机看的"),
                          a("明白，以后先说结论。"),
                          u("👌")])],
             active=[e(None, "结论")]),

    Scenario("z2_zh_skateboard_deck_size", "zh",
             [Session(0, [u("幫我記一下，我的滑板板面是8.25寸，輪子52mm，下次換配件的時候要用。上週剛摔了一跤，屁股現在還疼🥲")])],
             active=[e(None, "8.25")],
             allowed=[e(None, "52")],
             never=["摔了", "屁股"]),

    Scenario("z2_zh_meditation_bedtime", "zh",
             [Session(0, [u("对了，别忘了我每天睡前用潮汐app冥想15分钟，已经坚持21天啦，感觉自己快成仙了✨")])],
             active=[e(None, "冥想")],
             allowed=[e(None, "潮汐"), e(None, "15分钟"), e(None, "21天")],
             never=["成仙"]),

    Scenario("z2_zh_annual_party_suzhou", "zh",
             [Session(0, [u("可以save一下吗：我们公司年会定在1月17号，在苏州那边的酒店办，我负责抽奖环节。奖品预算还没批下来，头大")])],
             active=[e(None, "年会", "1月17")],
             allowed=[e(None, "苏州"), e(None, "抽奖")],
             never=["头大", "没批下来"]),
]

BURIED = [
    Scenario("z2_zh_renovation_jiangning_rant", "zh",
             [Session(0, [u("真的服了，装修师傅说好今天来装橱柜，结果又放我鸽子，电话也不接，我专门请了半天假在家干等，"
                            "空调都还没装热得要死。这都第三次了！我南京江宁那套房子到底啥时候才能住进去啊，房贷都还了半年了😤")])],
             active=[e(None, "江宁")],
             allowed=[e(None, "南京"), e(None, "房贷")],
             never=["放我鸽子", "热得要死", "第三次", "橱柜"]),

    Scenario("z2_zh_pingpong_grandpa_story", "zh",
             [Session(0, [u("今天下班去打乒乓球，碰到一个六十多岁的大爷，正手爆冲比我还猛，直接把我打成11比3，心态崩了。"
                            "说起来我从小学就开始练横板，还拿过区里少年组第二名，结果现在被大爷按在地上摩擦，你说我是不是该换块胶皮了？")])],
             active=[e(None, "横板")],
             allowed=[e(None, "乒乓"), e(None, "第二名")],
             never=["大爷", "11比3", "胶皮", "摩擦"]),

    Scenario("z2_zh_colour_weak_ppt_question", "zh",
             [Session(0, [u("问个问题哈，我是红绿色弱，做PPT老被领导说配色辣眼睛。有没有那种色弱友好的配色方案？最好直接给我几组色号，"
                            "我好抄作业，不然每次都得找同事帮我看，怪不好意思的🙈 谢谢啦")])],
             active=[e(None, "色弱")],
             never=["色号", "抄作业", "不好意思", "辣眼睛", "谢谢"]),

    Scenario("z2_zh_xiaohongshu_citywalk_account", "zh",
             [Session(0, [u("小红书现在真的越来越离谱，我发了条笔记莫名其妙被限流，申诉三次都没用。我这个号做了两年了，"
                            "专门分享北京胡同citywalk路线，攒了1.2万粉，平时还接点小推广，现在一限流全凉了，气得想注销。官方到底咋判的啊？")])],
             active=[e(None, "小红书")],
             allowed=[e(None, "1.2万"), e(None, "citywalk"), e(None, "胡同")],
             never=["限流", "申诉", "注销"]),

    Scenario("z2_zh_headhunter_medical_devices", "zh",
             [Session(0, [u("今天跟一个候选人聊了俩小时，张口就要涨薪50%，还要全远程，我说这岗位必须坐班，他直接挂我电话。"
                            "我做猎头五年了，主要跑医疗器械方向，头一回见这么拽的。你说现在候选人是不是都被惯坏了？")])],
             active=[e(None, "猎头")],
             allowed=[e(None, "医疗器械"), e(None, "五年")],
             never=["50%", "挂我电话", "惯坏"]),

    Scenario("z2_zh_hearing_left_ear_livehouse", "zh",
             [Session(0, [u("昨晚跟朋友去livehouse，出来耳朵嗡嗡响到半夜，吓死我了。其实我左耳本来就有轻度听力损失，小时候中耳炎落下的，"
                            "医生让我少去太吵的地方，但乐队真的太好听了忍不住啊。戴那种降噪耳塞会影响听感吗？")])],
             active=[e(None, "左耳")],
             allowed=[e(None, "中耳炎"), e(None, "听力"), e(None, "livehouse")],
             never=["嗡嗡", "降噪耳塞", "吓死"]),

    Scenario("z2_zh_cosplay_wig_rant", "zh",
             [Session(0, [u("蚌埠住了家人们，漫展前一天假发给我寄错颜色，我要出原神的甘雨，结果来了顶粉的，商家还说是色差😅 "
                            "出cos三年第一次遇到这么离谱的。不过说真的我身高172，出男角其实更合适，但我就是爱甘雨，懂的都懂")])],
             active=[e(None, "172")],
             allowed=[e(None, "cos"), e(None, "甘雨"), e(None, "三年")],
             never=["假发", "色差", "寄错"]),

    Scenario("z2_zh_jigsaw_5000_weekend", "zh",
             [Session(0, [u("周末两天把那幅5000片的拼图拼完了！！腰都快断了，中途还被我妈不小心碰掉一角，差点原地去世。"
                            "我现在客厅专门留了张1.8米的桌子给拼图用，下一幅打算挑战梵高星空8000片的，你觉得我是不是疯了哈哈哈")])],
             active=[e(None, "拼图")],
             allowed=[e(None, "1.8"), e(None, "星空"), e(None, "5000"), e(None, "8000")],
             never=["腰都快断了", "原地去世", "疯了"]),

    Scenario("z2_zh_interior_design_villa_task", "zh",
             [Session(0, [u("我是做室内设计的，主要接别墅整装。最近有个客户非要在客厅做面鱼缸墙，还要在承重墙上开洞，我解释了半天这不合规，"
                            "他还说别人家都这么干。你能帮我写段话，从结构安全和法规的角度劝劝他吗？语气客气点，毕竟是大客户")])],
             active=[e(None, "室内设计")],
             allowed=[e(None, "别墅")],
             never=["鱼缸", "承重墙", "大客户"]),
]

UPDATES = [
    Scenario("z2_zh_upd_move_tianhe_shunde", "zh",
             [Session(0, [u("我住广州天河，楼下就是地铁站，方便到飞起")]),
              Session(10, [u("上周末搬完家了，现在住佛山顺德，房子大了一倍，就是通勤多了四十分钟😭")])],
             active=[e(None, "顺德")],
             superseded=[e(None, "天河")],
             never=["方便到飞起"]),

    Scenario("z2_zh_upd_photos_cloud", "zh",
             [Session(0, [u("我手机照片一直自动备份到iCloud，开的200G那档")]),
              Session(5, [u("照片那边我全迁到百度网盘了，苹果那个云续费太肉疼了，迁了整整两天💀")])],
             active=[e(None, "百度网盘")],
             superseded=[e(None, "iCloud")],
             never=["肉疼", "整整两天"]),

    Scenario("z2_zh_upd_copywriter_new_job", "zh",
             [Session(0, [u("我在一家4A广告公司做文案，天天写slogan写到怀疑人生")]),
              Session(14, [u("跳槽成功！！下周一去小米报到，做品牌文案🎉")]),
              Session(20, [u("入职一周了，新工位在北京西二旗那边，食堂还挺香")])],
             active=[e(None, "小米")],
             superseded=[e(None, "4A")],
             allowed=[e(None, "西二旗"), e(None, "文案")],
             never=["怀疑人生", "食堂"]),

    Scenario("z2_zh_upd_pr_launch_date", "zh",
             [Session(0, [u("我负责的新品发布会定在9月9号，在国家会议中心，最近忙成狗")]),
              Session(3, [u("老板拍板了，发布会推迟到9月16号，场地不变。又能多喘口气了")])],
             active=[e(None, "9月16")],
             superseded=[e(None, "9月9")],
             allowed=[e(None, "国家会议中心")],
             never=["忙成狗", "喘口气"]),

    Scenario("z2_zh_upd_broadband_correction", "zh",
             [Session(0, [u("我家宽带是电信100M的，晚上打视频老卡")]),
              Session(1, [u("哦不对，我刚看了下账单，是移动的500M，昨天记错了🙃")])],
             active=[e(None, "500")],
             superseded=[e(None, "100")],
             never=["老卡"]),

    Scenario("z2_zh_upd_badminton_schedule", "zh",
             [Session(0, [u("我每周二晚上去打羽毛球，雷打不动")]),
              Session(3, [u("羽毛球改到周六上午了，工作日晚上场地太难订了")]),
              Session(12, [u("原来那个球馆装修关门了，现在换去奥体中心打，时间还是一样")])],
             active=[e(None, "周六"), e(None, "奥体")],
             superseded=[e(None, "周二")],
             never=["雷打不动", "难订"]),

    Scenario("z2_zh_upd_aircon_choice", "zh",
             [Session(0, [u("准备给家里装中央空调，目前倾向大金的，朋友都说好")]),
              Session(7, [u("算了算了，中央空调报价太离谱，最后装了三台格力的分体机，省了小两万")])],
             active=[e(None, "格力")],
             superseded=[e(None, "大金")],
             allowed=[e(None, "分体")],
             never=["离谱"]),

    Scenario("z2_zh_upd_nickname_change", "zh",
             [Session(0, [u("你以后叫我小周吧")]),
              Session(2, [u("想了想还是叫我周周吧，这样听着亲切点😊")])],
             active=[e(None, "周周")],
             superseded=[e(None, "小周")],
             never=["亲切"]),

    Scenario("z2_zh_upd_mba_graduation_delay", "zh",
             [Session(0, [u("我在读交大的在职MBA，明年6月毕业，终于快熬出头了")]),
              Session(30, [u("破防了，论文盲审没过😭 得延期到明年12月才能毕业")])],
             active=[e(None, "12月")],
             superseded=[e(None, "6月")],
             allowed=[e(None, "MBA"), e(None, "交大")],
             never=["熬出头", "破防"]),
]

TRAPS = [
    Scenario("z2_zh_trap_meditation_question", "zh",
             [Session(0, [u("冥想的时候老是走神正常吗？新手有没有什么入门方法"),
                          a("走神很正常，发现后把注意力拉回呼吸就行。"),
                          u("哦哦懂了")])],
             active=[],
             never=["走神", "入门", "懂了"]),

    Scenario("z2_zh_trap_complaint_letter_task", "zh",
             [Session(0, [u("帮我写封给物业的投诉信，楼上那家半夜一点还在用电钻，语气要硬一点但别骂人")])],
             active=[],
             never=["投诉", "电钻", "半夜"]),

    Scenario("z2_zh_trap_lottery_hypothetical", "zh",
             [Session(0, [u("要是我哪天中了五百万，我立马辞职去大理租个小院子，天天晒太阳撸猫😎")])],
             active=[],
             never=["五百万", "大理", "辞职", "小院"]),

    Scenario("z2_zh_trap_roommate_murder_mystery", "zh",
             [Session(0, [u("我室友昨天打剧本杀打到凌晨四点，今天直接睡过头翘班了哈哈哈哈")])],
             active=[],
             never=["凌晨四点", "翘班", "剧本杀", "睡过头"]),

    Scenario("z2_zh_trap_renovation_quote", "zh",
             [Session(0, [u("今天刷到一句话：「装修是一场修行，没有人能全身而退」 笑死，太真实了")])],
             active=[],
             never=["修行", "全身而退", "笑死"]),

    Scenario("z2_zh_trap_smalltalk_good_mood", "zh",
             [Session(0, [u("哈哈哈哈今天心情超好🥳"),
                          a("发生什么好事啦？"),
                          u("也没啥 就是跟你聊天挺开心的")])],
             active=[],
             never=["心情", "开心"]),

    Scenario("z2_zh_trap_frisbee_remember_when", "zh",
             [Session(0, [u("你还记得我上次问你的那个飞盘规则吗？就是stall要数到几来着，我又忘了")])],
             active=[],
             never=["stall", "规则", "又忘了"]),

    Scenario("z2_zh_trap_new_milk_tea_shop", "zh",
             [Session(0, [u("今天路过小区门口，发现新开了家奶茶店，排队的人都排到马路上了，离谱")])],
             active=[],
             never=["奶茶", "排队", "马路"]),

    Scenario("z2_zh_trap_reminder_aircon_call", "zh",
             [Session(0, [u("明天下午3点提醒我给修空调的师傅打个电话")])],
             active=[],
             never=["空调", "3点", "师傅"]),
]

HELDOUT_Z2: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
