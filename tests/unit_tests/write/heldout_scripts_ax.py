"""Held-out batch AX (Chinese): explicit requests to remember, and traps. Written without reading the library code.
Cue phrasings covered: cue first with a colon or comma (记一下：, 存一下：, 记好：, 请您备注：, note一下哈, mark一下), cue at the end
(记住哈, 别让我忘了啊, 记下来哦, 记住了昂～, 你可别给我忘了, 必须给我记下来), cue as its own turn before the content (帮我记个事儿 /
我跟你说个事你记好了) or after it (嗯，这个你记住), polite questions (能帮我记一下吗：, 可以帮我存个档不, 你不介意的话帮我记一笔,
劳驾您记一笔, 能不能帮我 keep 一下), standing instructions (以后…都…, 今后, 往后, 从现在开始, 给你立个规矩, 长期有效), three
nickname requests (以后叫我…, 叫我…就好, call me … from now on), typos in the cue (记以下, 记注), slang and emoji (家人们谁懂啊,
记到小本本上📒), a very short turn, a long rambling turn with an aside and a question, formal register (烦请备忘), zh-en mixing
(keep in mind, don't forget:), a self-correcting turn (提醒……不对，记着就行), two-sentence and multi-clause content, and an aside
question in the same turn. Traps: reminiscence (还记得那次…, remember 咱们第一次…), "你还记得我说过…吗", tasks using the words
(会议纪要, 存成PDF, 把文章要点记下来, 誊写成表格), a reminder task, the user's own promise (我会记住的), quoted slogans / titles
containing 记住/记得, a complaint about forgetting, a question about the assistant's memory, a third party's advice, and a drafted
message to a teammate containing 别忘了. Topics: 养蜂, 篆刻, 紫砂壶, 京剧票友, 剪纸, 赛鸽, 围棋, 二胡, 古筝, 舞狮, 皮影戏, 核雕, 刺绣,
相声, 盆景, 汉服, 飞盘, 潜水证, 无人机航拍, 考古志愿者.
"""
from tests.scenarios.model import Scenario, Session, a, e, u

EXPLICIT = [
    # 养蜂 — cue first with a colon, 俺
    Scenario("ax_zh_explicit_beekeeping_hives", "zh",
             [Session(0, [u("记一下：俺家一共养了12箱中蜂，都放在秦岭脚下的老家院子里"),
                          a("好的～12箱中蜂可不少呢，山里蜜源应该挺足的吧？")])],
             active=[e(None, "12箱", "中蜂")],
             superseded=[],
             allowed=[e(None, "秦岭")],
             never=["蜜源"]),

    # 养蜂 — content plus an aside question in the same message
    Scenario("ax_zh_explicit_beekeeping_plants", "zh",
             [Session(0, [u("俺蜂箱周围种了一圈荆条和洋槐 把这条记进去哈。顺便问下 蜂蜜结晶了还能吃不"),
                          a("没问题。蜂蜜结晶是正常现象，一般是葡萄糖析出，放心吃就行。")])],
             active=[e(None, "荆条")],
             superseded=[],
             allowed=[e(None, "洋槐")],
             never=["结晶", "葡萄糖"]),

    # 养蜂 — zh-en mixing "don't forget:"
    Scenario("ax_zh_explicit_beekeeping_wife_allergy", "zh",
             [Session(0, [u("don't forget: 我老婆林小满对蜂蜇过敏，很严重那种，家里来人看蜂的时候得让她躲远点"),
                          a("明白了，这个很重要。过敏严重的话家里最好备着肾上腺素笔。")])],
             active=[e(None, "林小满", "过敏")],
             superseded=[],
             allowed=[e(None, "蜂蜇")],
             never=["肾上腺素"]),

    # 篆刻 — cue at the end of the sentence
    Scenario("ax_zh_explicit_seal_stone", "zh",
             [Session(0, [u("我刻章只用青田石 寿山的太贵了 巴林的又太软 记住哈"),
                          a("收到！青田石确实好下刀，适合练手也适合出作品。")])],
             active=[e(None, "青田石")],
             superseded=[],
             allowed=[e(None, "寿山"), e(None, "巴林")],
             never=["好下刀"]),

    # 篆刻 — two sentences, "你可别给我忘了"
    Scenario("ax_zh_explicit_seal_teacher", "zh",
             [Session(0, [u("我篆刻老师叫冯石斋。每周日下午两点去他工作室上课。你可别给我忘了"),
                          a("好嘞，冯老师，周日下午两点。")])],
             active=[e(None, "冯石斋")],
             superseded=[],
             allowed=[e(None, "周日")],
             never=[]),

    # 紫砂壶 — cue as its own sentence before the content
    Scenario("ax_zh_explicit_teapot_name", "zh",
             [Session(0, [u("帮我记个事儿"),
                          a("好的，你说～"),
                          u("我那把朱泥小壶有名字 叫“小憨” 泡完只用开水烫 绝对不能碰洗洁精")])],
             active=[e(None, "小憨", "朱泥")],
             superseded=[],
             allowed=[e(None, "洗洁精")],
             never=[]),

    # 紫砂壶 — "存一下：" with several values
    Scenario("ax_zh_explicit_teapot_purchase", "zh",
             [Session(0, [u("存一下：去年在丁蜀镇花2800买了把石瓢，作者是顾言，底款是“言壶”"),
                          a("好的～石瓢是经典器型，2800买到手工的挺值。")])],
             active=[e(None, "石瓢")],
             superseded=[],
             allowed=[e(None, "2800"), e(None, "顾言"), e(None, "丁蜀")],
             never=["经典器型", "挺值"]),

    # 京剧票友 — content then "别让我忘了啊"
    Scenario("ax_zh_explicit_opera_ticket", "zh",
             [Session(0, [u("下个月18号长安戏苑有《锁麟囊》，我好不容易抢到了票 别让我忘了啊"),
                          a("哇，抢到票太幸运了！《锁麟囊》是程派名剧，好好享受～")])],
             active=[e(None, "锁麟囊")],
             superseded=[],
             allowed=[e(None, "长安戏苑"), e(None, "18")],
             never=["太幸运", "名剧"]),

    # 京剧票友 — standing instruction with 往后
    Scenario("ax_zh_explicit_opera_school_pref", "zh",
             [Session(0, [u("往后你给我推荐戏，优先程派的，梅派的我听不太进去"),
                          a("好的，之后推荐会以程派为主。")])],
             active=[e(None, "程派")],
             superseded=[],
             allowed=[e(None, "梅派")],
             never=[]),

    # 京剧票友 — slang, excitement, "必须给我记下来"
    Scenario("ax_zh_explicit_opera_master", "zh",
             [Session(0, [u("家人们谁懂啊！！我终于拜师了 师父是唱老生的周伯年 必须给我记下来 这可是大事🎉🎉"),
                          a("恭喜恭喜！拜师可是票友的大日子，周老师一定会好好带你的。")])],
             active=[e(None, "周伯年")],
             superseded=[],
             allowed=[e(None, "老生")],
             never=["家人们谁懂啊", "恭喜"]),

    # 剪纸 — polite question form with a colon
    Scenario("ax_zh_explicit_papercut_paper", "zh",
             [Session(0, [u("能帮我记一下吗：我剪纸只用佛山“吉祥纸坊”的红宣纸，别家的容易起毛边"),
                          a("可以的，已经记下来啦。好纸确实剪起来顺手。")])],
             active=[e(None, "吉祥纸坊")],
             superseded=[],
             allowed=[e(None, "红宣纸"), e(None, "毛边")],
             never=["顺手"]),

    # 剪纸 — cue at the end "这个记下来哦"
    Scenario("ax_zh_explicit_papercut_daughter", "zh",
             [Session(0, [u("我闺女叫朵朵，今年9岁，跟着我学剪纸两年了，这个记下来哦"),
                          a("朵朵好厉害，9岁就学了两年剪纸！")])],
             active=[e(None, "朵朵")],
             superseded=[],
             allowed=[e(None, "9岁"), e(None, "两年")],
             never=["好厉害"]),

    # 剪纸 — formal register "请您备注"
    Scenario("ax_zh_explicit_papercut_exhibition", "zh",
             [Session(0, [u("请您备注：本人剪纸作品《百鸟朝凤》将于今年9月参加市民俗艺术展，届时需提前一周送展。"),
                          a("好的，已备注。预祝展出顺利。")])],
             active=[e(None, "百鸟朝凤")],
             superseded=[],
             allowed=[e(None, "民俗艺术展"), e(None, "9月")],
             never=["预祝"]),

    # 赛鸽 — "可以帮我存个档不" at the end
    Scenario("ax_zh_explicit_pigeon_ring", "zh",
             [Session(0, [u("我那只雨点灰母鸽的足环号是 2023-07-0815，可以帮我存个档不"),
                          a("可以哒～足环号已经帮你存好了。")])],
             active=[e(None, "2023-07-0815")],
             superseded=[],
             allowed=[e(None, "雨点灰")],
             never=[]),

    # 赛鸽 — cue as a separate first turn, content in the next
    Scenario("ax_zh_explicit_pigeon_loft", "zh",
             [Session(0, [u("我跟你说个事你记好了"),
                          a("好的，请讲～"),
                          u("俺鸽舍在城西柳树湾 现在养了46羽 明年要报“春江杯”500公里那场")])],
             active=[e(None, "柳树湾"), e(None, "春江杯")],
             superseded=[],
             allowed=[e(None, "46"), e(None, "500")],
             never=[]),

    # 围棋 — standing instruction 以后…都…
    Scenario("ax_zh_explicit_go_rules", "zh",
             [Session(0, [u("以后跟我讲围棋胜负都按日本规则数目来算，中国规则数子那套我老搞混"),
                          a("好的，之后都用日本规则的数目法给你讲。")])],
             active=[e(None, "日本规则")],
             superseded=[],
             allowed=[e(None, "数目")],
             never=[]),

    # 围棋 — "你记住，以后…要用"
    Scenario("ax_zh_explicit_go_account", "zh",
             [Session(0, [u("我在弈林上的账号叫“黑白小卒”，你记住，以后帮我找对局复盘要用到"),
                          a("收到，黑白小卒～以后复盘可以直接说这个账号。")])],
             active=[e(None, "黑白小卒")],
             superseded=[],
             allowed=[e(None, "弈林")],
             never=[]),

    # 围棋 — content first, cue in a separate later turn
    Scenario("ax_zh_explicit_go_son", "zh",
             [Session(0, [u("我儿子小名叫豆包，在少年宫学围棋，现在是5级"),
                          a("豆包真棒，5级已经很不错啦，小朋友学棋进步很快的。"),
                          u("嗯 这个你记住")])],
             active=[e(None, "豆包")],
             superseded=[],
             allowed=[e(None, "5级"), e(None, "少年宫")],
             never=["真棒", "进步很快"]),

    # 二胡 — 今后 standing preference
    Scenario("ax_zh_explicit_erhu_repertoire", "zh",
             [Session(0, [u("今后给我推二胡曲子的话，别推流行歌改编的，我只拉传统曲目，《良宵》《病中吟》这种"),
                          a("明白，只推传统曲目。")])],
             active=[e(None, "传统")],
             superseded=[],
             allowed=[e(None, "流行"), e(None, "良宵")],
             never=[]),

    # 二胡 — "would you mind" style polite request
    Scenario("ax_zh_explicit_erhu_instrument", "zh",
             [Session(0, [u("你不介意的话帮我记一笔：我的二胡是红木的，六角琴筒，蟒皮上个月刚换过"),
                          a("不介意～红木二胡音色挺醇厚的。")])],
             active=[e(None, "红木")],
             superseded=[],
             allowed=[e(None, "蟒皮"), e(None, "六角")],
             never=["醇厚"]),

    # 古筝 — nickname request (2/3)
    Scenario("ax_zh_explicit_guzheng_nickname", "zh",
             [Session(0, [u("叫我“筝筝”就好啦 全名太正式了 琴房的朋友都这么叫我"),
                          a("好的筝筝～")])],
             active=[e(None, "筝筝")],
             superseded=[],
             allowed=[],
             never=[]),

    # 古筝 — exam date, emphatic cue, aside emotion
    Scenario("ax_zh_explicit_guzheng_exam", "zh",
             [Session(0, [u("古筝十级考试日子定了 6月22号上午 千万千万帮我记着！！紧张死了😭"),
                          a("别紧张，你准备了这么久肯定没问题的！加油💪")])],
             active=[e(None, "十级", "6月22")],
             superseded=[],
             allowed=[],
             never=["紧张死了", "加油"]),

    # 舞狮 — nickname request (1/3)
    Scenario("ax_zh_explicit_lion_nickname", "zh",
             [Session(0, [u("以后叫我狮头阿强吧，队里师兄弟都这么喊，听着带劲"),
                          a("好嘞，狮头阿强！")])],
             active=[e(None, "狮头阿强")],
             superseded=[],
             allowed=[],
             never=["带劲"]),

    # 舞狮 — content then "这个你得记得"
    Scenario("ax_zh_explicit_lion_troupe", "zh",
             [Session(0, [u("咱们狮队叫“醒狮堂”，我在队里负责狮尾，每年正月十五都去镇上采青。这个你得记得"),
                          a("记得啦～采青可是重头戏。")])],
             active=[e(None, "醒狮堂")],
             superseded=[],
             allowed=[e(None, "狮尾"), e(None, "采青")],
             never=["重头戏"]),

    # 皮影戏 — nickname request in zh-en mix (3/3)
    Scenario("ax_zh_explicit_shadow_nickname", "zh",
             [Session(0, [u("call me 皮影老王 from now on 哈哈哈 我们班子里都这么叫"),
                          a("OK 皮影老王，没问题～")])],
             active=[e(None, "皮影老王")],
             superseded=[],
             allowed=[],
             never=[]),

    # 皮影戏 — slang "记到小本本上"
    Scenario("ax_zh_explicit_shadow_troupe", "zh",
             [Session(0, [u("我在跟华县的师傅学皮影，班子叫“月明班”，帮我把这个记到小本本上📒"),
                          a("已记到小本本～华县皮影很有名呢。")])],
             active=[e(None, "月明班")],
             superseded=[],
             allowed=[e(None, "华县")],
             never=["很有名"]),

    # 核雕 — typo in cue (记以下)
    Scenario("ax_zh_explicit_olive_carving", "zh",
             [Session(0, [u("记以下，我核雕用的是橄榄核，主要刻十八罗汉那种手串"),
                          a("好的，橄榄核刻十八罗汉，功夫活儿啊。")])],
             active=[e(None, "橄榄核")],
             superseded=[],
             allowed=[e(None, "十八罗汉")],
             never=["功夫活儿"]),

    # 核雕 — 从现在开始 standing budget
    Scenario("ax_zh_explicit_olive_budget", "zh",
             [Session(0, [u("从现在开始，给我推荐核雕作品的时候预算一律按1500以内来，超了的就别发我了"),
                          a("明白，1500以内。")])],
             active=[e(None, "1500")],
             superseded=[],
             allowed=[],
             never=[]),

    # 刺绣 — typo in cue (记注)
    Scenario("ax_zh_explicit_embroidery_gift", "zh",
             [Session(0, [u("记注：我在绣一幅苏绣的猫 叫团团 打算年底送给我妈当70大寿礼物"),
                          a("好有心意！苏绣的猫毛最考验功底了。")])],
             active=[e(None, "苏绣")],
             superseded=[],
             allowed=[e(None, "团团"), e(None, "70")],
             never=["有心意", "功底"]),

    # 刺绣 — polite "劳驾您记一笔"
    Scenario("ax_zh_explicit_embroidery_allergy", "zh",
             [Session(0, [u("劳驾您记一笔，我对化纤线过敏，手上会起红疹，所以刺绣只用真丝线。"),
                          a("好的，已经记下。以后推荐材料都会避开化纤。")])],
             active=[e(None, "化纤")],
             superseded=[],
             allowed=[e(None, "真丝"), e(None, "红疹")],
             never=[]),

    # 相声 — mark一下 slang, emoji
    Scenario("ax_zh_explicit_crosstalk_show", "zh",
             [Session(0, [u("mark一下 俺下周六晚上去笑乐社听相声 西直门那家 票都买好了😆"),
                          a("周六晚上好好乐呵乐呵～")])],
             active=[e(None, "笑乐社")],
             superseded=[],
             allowed=[e(None, "周六"), e(None, "西直门")],
             never=["乐呵"]),

    # 相声 — cue mid-message with an aside question
    Scenario("ax_zh_explicit_crosstalk_favorite", "zh",
             [Session(0, [u("我最喜欢的段子是《老板娘算账》，记住了昂～ 另外你说说学逗唱哪个最难练"),
                          a("说学逗唱里很多人觉得“唱”最难，因为要有真功夫的嗓子；也有人觉得“逗”最难拿捏。")])],
             active=[e(None, "老板娘算账")],
             superseded=[],
             allowed=[],
             never=["说学逗唱", "嗓子", "拿捏"]),

    # 盆景 — very short message
    Scenario("ax_zh_explicit_bonsai_short", "zh",
             [Session(0, [u("俺盆景是真柏 记牢了"),
                          a("好～")])],
             active=[e(None, "真柏")],
             superseded=[],
             allowed=[],
             never=[]),

    # 盆景 — "帮我记录一下我的…" multi-clause
    Scenario("ax_zh_explicit_bonsai_pine", "zh",
             [Session(0, [u("帮我记录一下我的盆景：一盆五针松，树龄30年左右，是我爷爷传下来的，放在阳台东边"),
                          a("爷爷传下来的五针松，很珍贵啊，要好好养护。")])],
             active=[e(None, "五针松")],
             superseded=[],
             allowed=[e(None, "30"), e(None, "爷爷"), e(None, "阳台")],
             never=["珍贵"]),

    # 盆景 — "长期有效" standing instruction
    Scenario("ax_zh_explicit_bonsai_check_pests", "zh",
             [Session(0, [u("长期有效：我发盆景照片给你的时候，先帮我看有没有病虫害，再说造型的事"),
                          a("好的，以后先查病虫害再聊造型。")])],
             active=[e(None, "病虫害")],
             superseded=[],
             allowed=[e(None, "造型")],
             never=[]),

    # 汉服 — very long rambling message with aside and question
    Scenario("ax_zh_explicit_hanfu_size_long", "zh",
             [Session(0, [u("今天上了一天班累死了 脑子嗡嗡的 老板还非让加班改PPT 真的服了……不说这个了 帮我记在心里哈："
                            "我汉服穿M码，胸围88左右，喜欢明制的马面裙，宋制那种褙子我穿着显矮就不考虑了，"
                            "以后帮我挑衣服照这个来。哦对了 你觉得这周末会下雨吗"),
                          a("辛苦啦～加班真的很耗人。天气的话我这边查不到实时预报，建议看下天气App哦。")])],
             active=[e(None, "M码"), e(None, "马面裙")],
             superseded=[],
             allowed=[e(None, "88"), e(None, "宋制"), e(None, "褙子")],
             never=["累死了", "嗡嗡", "PPT", "下雨", "加班"]),

    # 汉服 — self-correction: not a reminder, just keep it noted
    Scenario("ax_zh_explicit_hanfu_festival", "zh",
             [Session(0, [u("下周五我们汉服社在白鹭公园搞花朝节活动，记得提醒……算了不用提醒，你就帮我记着有这么回事就行"),
                          a("好的，记着了～花朝节穿汉服肯定很美。")])],
             active=[e(None, "花朝节")],
             superseded=[],
             allowed=[e(None, "白鹭公园"), e(None, "周五")],
             never=["很美"]),

    # 飞盘 — "帮我记着点："
    Scenario("ax_zh_explicit_frisbee_team", "zh",
             [Session(0, [u("帮我记着点：我飞盘队叫“蓝鲸”，每周三晚上在奥体东门训练，我在队里打handler"),
                          a("收到！handler可是组织进攻的核心位置。")])],
             active=[e(None, "蓝鲸")],
             superseded=[],
             allowed=[e(None, "handler"), e(None, "周三"), e(None, "奥体")],
             never=["核心位置"]),

    # 飞盘 — "给你立个规矩"
    Scenario("ax_zh_explicit_frisbee_rules", "zh",
             [Session(0, [u("给你立个规矩 我问飞盘规则的时候一律按WFDF的来 别拿别的联赛规则糊弄我"),
                          a("好的，以后规则问题都以WFDF为准。")])],
             active=[e(None, "WFDF")],
             superseded=[],
             allowed=[],
             never=["糊弄"]),

    # 潜水证 — formal register 烦请备忘
    Scenario("ax_zh_explicit_diving_cert", "zh",
             [Session(0, [u("烦请备忘：本人持有进阶开放水域潜水员证书，证书编号 AOW-7734219，签发机构为海蓝潜水学院。"),
                          a("好的，已为您备忘。")])],
             active=[e(None, "AOW-7734219")],
             superseded=[],
             allowed=[e(None, "海蓝潜水学院"), e(None, "进阶开放水域")],
             never=[]),

    # 潜水证 — zh-en mixing "keep 一下"
    Scenario("ax_zh_explicit_diving_limits", "zh",
             [Session(0, [u("能不能帮我 keep 一下这个信息 我潜水最深只下过18米 而且耳压平衡一直不太行 别给我推深潜的点"),
                          a("可以的。耳压平衡不好的话确实别勉强，慢慢下潜多做几次平衡。")])],
             active=[e(None, "耳压")],
             superseded=[],
             allowed=[e(None, "18米"), e(None, "深潜")],
             never=["勉强"]),

    # 无人机航拍 — keep in mind
    Scenario("ax_zh_explicit_drone_model", "zh",
             [Session(0, [u("keep in mind 我的无人机是云鹞X2，249克的，不用额外登记"),
                          a("了解～轻量机飞起来确实省心。")])],
             active=[e(None, "云鹞")],
             superseded=[],
             allowed=[e(None, "249"), e(None, "X2")],
             never=["省心"]),

    # 无人机航拍 — "帮我保存一下" with the value first
    Scenario("ax_zh_explicit_drone_license", "zh",
             [Session(0, [u("UTC-58213 这是我的飞手执照编号 帮我保存一下 每次报备都要填 老是翻不到哈哈"),
                          a("保存好啦，下次直接问我就行。")])],
             active=[e(None, "UTC-58213")],
             superseded=[],
             allowed=[e(None, "执照")],
             never=["翻不到"]),

    # 考古志愿者 — note一下哈
    Scenario("ax_zh_explicit_archaeology_site", "zh",
             [Session(0, [u("note一下哈 我下个月去石门坎遗址当考古志愿者 报名号K-309 要待两周"),
                          a("哇好酷！考古工地条件一般比较艰苦，记得带好防晒。")])],
             active=[e(None, "石门坎遗址")],
             superseded=[],
             allowed=[e(None, "K-309"), e(None, "两周")],
             never=["防晒", "好酷"]),

    # 考古志愿者 — "这个你记一下，以后聊起来方便"
    Scenario("ax_zh_explicit_archaeology_role", "zh",
             [Session(0, [u("我在考古队主要负责陶片拼对，偶尔帮着画器物线图，这个你记一下，以后聊起来方便"),
                          a("好的～陶片拼对很考验耐心呢。")])],
             active=[e(None, "陶片")],
             superseded=[],
             allowed=[e(None, "线图")],
             never=["耐心"]),
]

TRAPS = [
    # reminiscence
    Scenario("ax_zh_trap_beekeeping_reminisce", "zh",
             [Session(0, [u("还记得那次咱俩聊养蜂 你说蜂王能活好几年 我当时死活不信哈哈"),
                          a("哈哈记得大概的话题～蜂王寿命确实比工蜂长很多，一般能活三到五年。")])],
             active=[], superseded=[], allowed=[],
             never=["蜂王", "工蜂", "三到五年"]),

    # "do you remember what I said about…?"
    Scenario("ax_zh_trap_seal_do_you_remember", "zh",
             [Session(0, [u("我上回跟你提过的那个刻印章的老师 你还记得他姓啥不"),
                          a("抱歉，我这边没找到你之前提过老师姓名的记录，能再告诉我一下吗？")])],
             active=[], superseded=[], allowed=[],
             never=["姓啥", "姓名"]),

    # task: meeting minutes
    Scenario("ax_zh_trap_opera_minutes", "zh",
             [Session(0, [u("帮我记录一下今天京剧社例会的会议纪要：1.下月排《空城计》 2.会费涨到200一年 3.老张负责服装 4.下次例会在文化馆"),
                          a("会议纪要：一、下月排演《空城计》；二、会费调整为每年200元；三、服装由老张负责；四、下次例会地点：文化馆。")])],
             active=[], superseded=[], allowed=[],
             never=["空城计", "会费", "老张", "文化馆"]),

    # task: save as PDF
    Scenario("ax_zh_trap_papercut_pdf", "zh",
             [Session(0, [u("把下面这段剪纸教程帮我存成PDF：先把红纸对折两次，用铅笔画出窗花轮廓，再从里往外剪"),
                          a("我没法直接生成PDF文件，不过可以帮你把教程排好版，你复制到文档里另存为PDF就行。")])],
             active=[], superseded=[], allowed=[],
             never=["PDF", "对折", "窗花", "铅笔"]),

    # task: note down key points of an article
    Scenario("ax_zh_trap_pigeon_article", "zh",
             [Session(0, [u("把这篇文章的要点记下来给我：《赛鸽归巢的磁场导航机制》，说鸽子喙部有含铁细胞，能感知地磁，阴天主要靠磁场定向"),
                          a("要点：1. 鸽子喙部含铁细胞可感知地磁；2. 阴天时主要依靠磁场定向；3. 晴天还会结合太阳方位。")])],
             active=[], superseded=[], allowed=[],
             never=["磁场", "含铁", "地磁", "太阳方位"]),

    # reminder task
    Scenario("ax_zh_trap_guzheng_reminder", "zh",
             [Session(0, [u("下午5点提醒我去少年宫接闺女下古筝课"),
                          a("我这边设置不了定时提醒，建议你在手机闹钟里设一个5点的提醒哦。")])],
             active=[], superseded=[], allowed=[],
             never=["5点", "闹钟"]),

    # the user's own promise
    Scenario("ax_zh_trap_go_own_promise", "zh",
             [Session(0, [u("我下棋老是一上来就贪吃子 然后被对面屠龙 咋办"),
                          a("落子之前多想三步，别急着吃子，先看自己的棋形有没有断点。"),
                          u("好嘞 我会记住的👌")])],
             active=[], superseded=[], allowed=[],
             never=["三步", "屠龙", "断点", "贪吃"]),

    # quoted slogan containing 记住
    Scenario("ax_zh_trap_crosstalk_slogan", "zh",
             [Session(0, [u("我们相声社海报上的标语是“记住这一刻，笑口常开”，你帮我看看这句有没有语病"),
                          a("这句没有语病，读起来挺顺的。要是想更俏皮点，可以改成“今天笑一笑，烦恼全跑掉”。")])],
             active=[], superseded=[], allowed=[],
             never=["这一刻", "笑口常开", "烦恼全跑掉", "海报"]),

    # complaint about always forgetting
    Scenario("ax_zh_trap_bonsai_forgetful", "zh",
             [Session(0, [u("我这脑子真不行 老是忘了给盆景浇水 上礼拜又干死一盆杜鹃😭"),
                          a("别难过～可以试试在盆里插个湿度计，或者用自动滴灌器。")])],
             active=[], superseded=[], allowed=[],
             never=["杜鹃", "湿度计", "滴灌"]),

    # question about the assistant's memory
    Scenario("ax_zh_trap_hanfu_memory_question", "zh",
             [Session(0, [u("你到底能记住多少东西啊？比如我要是告诉你我汉服穿啥尺码，你下回还能记得吗"),
                          a("如果你明确让我记住，我可以把这类信息保存下来，下次聊天时参考。")])],
             active=[], superseded=[], allowed=[],
             never=["尺码", "多少东西"]),

    # reminiscence in zh-en mix
    Scenario("ax_zh_trap_frisbee_remember_when", "zh",
             [Session(0, [u("remember 咱们第一次聊飞盘那会儿吗 我连forehand都扔不出去😂 现在想想好好笑"),
                          a("哈哈，进步肉眼可见嘛！")])],
             active=[], superseded=[], allowed=[],
             never=["forehand", "好好笑", "肉眼可见"]),

    # a title containing 记得
    Scenario("ax_zh_trap_shadow_title", "zh",
             [Session(0, [u("皮影戏《记得回家》讲的是啥故事啊 朋友推荐我去看"),
                          a("这个剧目我了解不多，可能是地方班社的新编戏，建议问问推荐的朋友或者查下演出介绍。")])],
             active=[], superseded=[], allowed=[],
             never=["记得回家", "新编戏"]),

    # task: transcribe a log into a table
    Scenario("ax_zh_trap_archaeology_table", "zh",
             [Session(0, [u("帮我把这份发掘日志誊成表格：T3探方出土陶罐2件、铜镞1枚，T5探方出土骨簪3件"),
                          a("| 探方 | 出土物 | 数量 |\n| T3 | 陶罐 | 2 |\n| T3 | 铜镞 | 1 |\n| T5 | 骨簪 | 3 |")])],
             active=[], superseded=[], allowed=[],
             never=["T3", "铜镞", "骨簪", "陶罐"]),

    # a third party's advice with 记住
    Scenario("ax_zh_trap_diving_friend_advice", "zh",
             [Session(0, [u("我朋友老跟我念叨“记住，潜水上升的时候千万别憋气”，这是真的吗 为啥啊"),
                          a("是真的。上升时水压减小，肺里的气体膨胀，憋气可能导致肺部气压伤，所以要保持正常呼吸。")])],
             active=[], superseded=[], allowed=[],
             never=["憋气", "肺部", "气压伤"]),

    # drafted message to a teammate containing 别忘了
    Scenario("ax_zh_trap_drone_draft_message", "zh",
             [Session(0, [u("帮我写条微信发给航拍群的队友：别忘了明天带备用电池，早上7点水库大坝集合"),
                          a("可以这样写：“各位，明天早上7点水库大坝集合，别忘了带备用电池哦～”")])],
             active=[], superseded=[], allowed=[],
             never=["备用电池", "7点", "水库大坝"]),
]

HELDOUT_AX: list[Scenario] = EXPLICIT + TRAPS
