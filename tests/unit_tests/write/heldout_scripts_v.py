"""Held-out evaluation batch V (Chinese) for the memory write path.

Written without reading the library code or the other held-out batches.
Colloquial Mandarin: 口语, 网络用语, 中英夹杂, a few typos, a few 繁体 messages.
Domains: nursing shifts, long-haul trucking, food delivery, freelance translation, e-sports coaching,
competitive cycling, pottery studio, dentistry practice, mountain rescue, Kunqu opera, fishing boat,
kindergarten teaching, tattoo artist, cross-border e-commerce, livestreaming, chronic illness,
elderly caregiving abroad, military service, orchestra, bonsai, diving instructor, winemaking,
campus clubs, rural village life, night-market stall.

Mix: 30 casual facts, 15 explicit remember-requests, 15 buried facts, 20 updates, 20 traps.
Keywords are short nouns, names or Arabic numbers that any faithful restatement keeps; for 繁体 turns
they are characters written the same way in both scripts (or Latin/numbers).
"""
from tests.scenarios.model import Scenario, Session, a, e, u

# ---------------------------------------------------------------------------
# 1) Ordinary facts said casually (30)
# ---------------------------------------------------------------------------
CASUAL = [
    Scenario("v_zh_nurse_icu_xiehe", "zh",
             [Session(0, [u("我在协和ICU当护士，这周连上4个夜班，人已经麻了😵 帮我弄个交班记录的模板呗"),
                          a("辛苦了！这是一个简洁的交班记录模板……"),
                          u("可以可以")])],
             active=[e(None, "ICU"), e(None, "护士")],
             allowed=[e(None, "协和"), e(None, "夜班")],
             never=["模板", "可以可以"]),

    Scenario("v_zh_trucker_j7_urumqi", "zh",
             [Session(0, [u("我开的解放J7半挂，常年跑广州到乌鲁木齐这条线，一趟下来五六天。G30上哪个服务区能洗澡啊")])],
             active=[e(None, "J7"), e(None, "乌鲁木齐")],
             allowed=[e(None, "广州"), e(None, "半挂")],
             never=["洗澡"]),

    Scenario("v_zh_translator_game_loc", "zh",
             [Session(0, [u("我是自由译者，主要接日译中的游戏本地化，千字180，客户基本都是二次元手游厂。这句台词咋翻比较中二一点：「運命なんて、俺が斬る」")])],
             active=[e(None, "本地化"), e(None, "180")],
             allowed=[e(None, "日"), e(None, "自由译者")],
             never=["運命", "中二"]),

    Scenario("v_zh_esports_valorant_nightfox", "zh",
             [Session(0, [u("我在成都带一支Valorant青训队，队名Nightfox，5个主力2个替补，都是00后小孩哥"),
                          a("听起来很有意思！需要我帮忙做训练计划吗？"),
                          u("先不用 谢啦")])],
             active=[e(None, "Valorant"), e(None, "Nightfox")],
             allowed=[e(None, "成都"), e(None, "青训")],
             never=["谢啦"]),

    Scenario("v_zh_cycling_ftp_265", "zh",
             [Session(0, [u("u1s1我现在FTP大概265，体重68公斤，业余赛打B组。集团里跟车有啥省力的技巧吗")])],
             active=[e(None, "FTP", "265")],
             allowed=[e(None, "68"), e(None, "B组")],
             never=["省力"]),

    Scenario("v_zh_pottery_jingdezhen_chaishao", "zh",
             [Session(0, [u("我在景德镇开了个小陶艺工作室，主要做柴烧，偶尔也烧点青白瓷。柴烧落灰不均匀一般啥原因啊")])],
             active=[e(None, "景德镇"), e(None, "柴烧")],
             allowed=[e(None, "青白瓷"), e(None, "工作室")],
             never=["不均匀"]),

    Scenario("v_zh_dentist_binjiang_clinic", "zh",
             [Session(0, [u("我是口腔医生，跟大学同学合伙在杭州滨江开了家诊所，4张牙椅，主要做种植和正畸"),
                          a("了解！有什么需要帮忙的？"),
                          u("想写个开业一周年的朋友圈文案")])],
             active=[e(None, "诊所"), e(None, "滨江")],
             allowed=[e(None, "4"), e(None, "种植"), e(None, "正畸"), e(None, "合伙")],
             never=["朋友圈", "一周年"]),

    Scenario("v_zh_rescue_lantian_rope", "zh",
             [Session(0, [u("我是蓝天救援队的，队里主要负责绳索救援，周末动不动就被拉去搜山。8字环和ATC哪个下降更顺手？")])],
             active=[e(None, "蓝天"), e(None, "绳索")],
             allowed=[e(None, "搜山")],
             never=["8字环", "ATC"]),

    Scenario("v_zh_kunqu_guimendan", "zh",
             [Session(0, [u("我在苏州昆剧院唱闺门旦，坐科出身，唱了快十年了。最近嗓子有点干 有啥润喉的土方子")])],
             active=[e(None, "苏州"), e(None, "闺门旦")],
             allowed=[e(None, "昆"), e(None, "十年")],
             never=["土方子", "润喉"]),

    Scenario("v_zh_fishing_zhoushan_trawler", "zh",
             [Session(0, [u("我家在舟山，有条拖网渔船，每年5月到9月休渔期我就在岸上补网修船，闲得发慌哈哈")])],
             active=[e(None, "舟山"), e(None, "渔船")],
             allowed=[e(None, "休渔"), e(None, "拖网")],
             never=["闲得发慌"]),

    Scenario("v_zh_kindergarten_zhongban_28", "zh",
             [Session(0, [u("我在幼儿园带中班，班上28个小朋友，下周开家长会，帮我写个开场白吧，别太官方"),
                          a("好的，这里有一个亲切一点的开场白……")])],
             active=[e(None, "中班"), e(None, "28")],
             allowed=[e(None, "幼儿园")],
             never=["开场白", "太官方"]),

    Scenario("v_zh_tattoo_blackwork_yulin", "zh",
             [Session(0, [u("我是纹身师，主攻blackwork跟点刺，店开在成都玉林那边。新客问能不能纹脸我一般直接劝退哈哈")])],
             active=[e(None, "blackwork"), e(None, "玉林")],
             allowed=[e(None, "点刺"), e(None, "成都")],
             never=["纹脸", "劝退"]),

    Scenario("v_zh_crossborder_amazon_de_lamp", "zh",
             [Session(0, [u("我做亚马逊德国站，主推户外露营灯，一个月大概出2000单。德语listing帮我润色下？")])],
             active=[e(None, "德国"), e(None, "露营灯")],
             allowed=[e(None, "亚马逊"), e(None, "2000")],
             never=["润色"]),

    Scenario("v_zh_livestream_douyin_mushroom", "zh",
             [Session(0, [u("家人们我在抖音直播卖云南的野生菌子，每晚8点开播，老家在楚雄"),
                          a("听起来很有特色！需要帮忙写直播脚本吗？"),
                          u("要的要的")])],
             active=[e(None, "抖音"), e(None, "菌")],
             allowed=[e(None, "8点"), e(None, "楚雄"), e(None, "云南")],
             never=["要的要的"]),

    Scenario("v_zh_lupus_five_years", "zh",
             [Session(0, [u("我有红斑狼疮，确诊五年了，太阳一晒就容易犯，所以出门防晒是刚需。夏天有什么不闷的防晒衣推荐")])],
             active=[e(None, "红斑狼疮")],
             allowed=[e(None, "防晒"), e(None, "五年")],
             never=["防晒衣推荐", "不闷"]),

    Scenario("v_zh_caregiving_osaka_86", "zh",
             [Session(0, [u("我现在一个人在大阪照顾我外公，他86了，住在附近的介护设施，我每天下午过去陪他")])],
             active=[e(None, "大阪"), e(None, "86")],
             allowed=[e(None, "外公"), e(None, "介护")],
             never=[]),

    Scenario("v_zh_veteran_tibet_driver", "zh",
             [Session(0, [u("我退伍两年了，之前在西藏当了五年汽车兵，川藏线跑得比回家的路还熟。现在找工作简历咋写退役经历比较好")])],
             active=[e(None, "西藏"), e(None, "汽车兵")],
             allowed=[e(None, "退伍"), e(None, "川藏")],
             never=["简历"]),

    Scenario("v_zh_orchestra_viola_trad", "zh",
             [Session(0, [u("我在社區管弦樂團拉中提琴，每週六下午排練，業餘玩玩而已啦")])],
             active=[e(None, "中提琴")],
             allowed=[e(None, "六"), e(None, "管弦")],
             never=["玩玩而已"]),

    Scenario("v_zh_bonsai_zhenbai_8y", "zh",
             [Session(0, [u("阳台上十几盆盆景，最宝贝的是一盆真柏，养了8年了，舍利干是我自己一点点雕出来的")])],
             active=[e(None, "真柏")],
             allowed=[e(None, "8"), e(None, "舍利"), e(None, "阳台")],
             never=[]),

    Scenario("v_zh_dive_sanya_padi", "zh",
             [Session(0, [u("我在三亚当潜水教练，PADI的MSDT，一般早上7点就得出船。学员老是耳压平衡不过，有啥好的教法")])],
             active=[e(None, "三亚"), e(None, "PADI")],
             allowed=[e(None, "MSDT"), e(None, "潜水教练")],
             never=["耳压平衡不过"]),

    Scenario("v_zh_winemaker_ningxia_cab", "zh",
             [Session(0, [u("我在宁夏贺兰山东麓一个酒庄当酿酒师，主力品种是赤霞珠，今年雨水多有点愁")])],
             active=[e(None, "宁夏"), e(None, "赤霞珠")],
             allowed=[e(None, "酿酒师"), e(None, "贺兰山")],
             never=["雨水多"]),

    Scenario("v_zh_campus_west_dorm_12", "zh",
             [Session(0, [u("大二狗一枚，住西区12栋，离食堂超远，每天早八都是跑着去的😭"),
                          a("早八确实辛苦！"),
                          u("可不是嘛")])],
             active=[e(None, "西区"), e(None, "12")],
             allowed=[e(None, "大二")],
             never=["可不是嘛", "跑着去"]),

    Scenario("v_zh_village_blueberry_20mu", "zh",
             [Session(0, [u("我辞职回村了，在贵州黔东南承包了20亩地种蓝莓，今年是第二年挂果")])],
             active=[e(None, "蓝莓"), e(None, "20")],
             allowed=[e(None, "黔东南"), e(None, "贵州")],
             never=[]),

    Scenario("v_zh_nightmarket_liuhe_trad", "zh",
             [Session(0, [u("我在高雄六合夜市擺攤賣臭豆腐，做了快七年了，颱風天就休息")])],
             active=[e(None, "六合"), e(None, "臭豆腐")],
             allowed=[e(None, "高雄"), e(None, "七年")],
             never=[]),

    Scenario("v_zh_delivery_meituan_nanshan", "zh",
             [Session(0, [u("打工人实锤了，我现在跑美团专送，站点在深圳南山科技园，中午那波单子能把人累死")])],
             active=[e(None, "美团"), e(None, "南山")],
             allowed=[e(None, "科技园"), e(None, "专送")],
             never=["累死"]),

    Scenario("v_zh_gout_uric_520", "zh",
             [Session(0, [u("我痛风好几年了，尿酸一直在520上下晃，一到冬天脚趾就开始隐隐作痛，烦")])],
             active=[e(None, "痛风")],
             allowed=[e(None, "520"), e(None, "尿酸")],
             never=[]),

    Scenario("v_zh_bilibili_guJian_up", "zh",
             [Session(0, [u("我在B站做UP主，专做中国古建筑科普的，粉丝刚破3万🎉 下期想讲斗拱，帮我列个大纲？")])],
             active=[e(None, "B站"), e(None, "建筑")],
             allowed=[e(None, "3万"), e(None, "UP主")],
             never=["斗拱", "大纲"]),

    Scenario("v_zh_invisalign_12th", "zh",
             [Session(0, [u("在做牙齿矫正，戴的隐适美，今天换到第12副了，牙齿酸得吃不了饭")])],
             active=[e(None, "隐适美")],
             allowed=[e(None, "12"), e(None, "矫正")],
             never=["吃不了饭"]),

    Scenario("v_zh_village_official_jinzhai", "zh",
             [Session(0, [u("我是大学生村官，在安徽金寨一个山村里，已经是第三年了，村里主要靠茶和板栗")])],
             active=[e(None, "村官"), e(None, "金寨")],
             allowed=[e(None, "第三年"), e(None, "板栗")],
             never=[]),

    Scenario("v_zh_orchestra_conductor_youth", "zh",
             [Session(0, [u("说下背景哈：我是市青少年交响乐团的助理指挥，团里70多个孩子，下个赛季要排德沃夏克第八。第三乐章速度怎么处理比较好？")])],
             active=[e(None, "助理指挥")],
             allowed=[e(None, "70"), e(None, "德沃夏克")],
             never=["第三乐章", "速度怎么处理"]),
]

# ---------------------------------------------------------------------------
# 2) Explicit requests to remember (15)
# ---------------------------------------------------------------------------
EXPLICIT = [
    Scenario("v_zh_call_me_ajie", "zh",
             [Session(0, [u("以后叫我阿杰就行，别老叫我全名，怪生分的"),
                          a("好嘞，阿杰！")])],
             active=[e(None, "阿杰")],
             never=["生分"]),

    Scenario("v_zh_remember_wednesday_off", "zh",
             [Session(0, [u("记住啊，我每周三固定调休，那天别给我排任何东西，谁约都不去")])],
             active=[e(None, "周三")],
             never=["谁约"]),

    Scenario("v_zh_note_kashgar_cotton", "zh",
             [Session(0, [u("帮我记一下，下一趟是拉42吨棉纱去喀什，10号之前必须到货")])],
             active=[e(None, "喀什")],
             allowed=[e(None, "42"), e(None, "棉纱"), e(None, "10号")],
             never=[]),

    Scenario("v_zh_dont_forget_yilin_manuscript", "zh",
             [Session(0, [u("别忘了！那本推理小说的译稿月底要交给译林出版社，一共23万字，我现在才翻了一半💀")])],
             active=[e(None, "译林")],
             allowed=[e(None, "23万"), e(None, "月底"), e(None, "推理")],
             never=["一半"]),

    Scenario("v_zh_jiyibi_kiln_thursday", "zh",
             [Session(0, [u("记一笔：下周四开窑，这窑是给民宿客户定做的120只小碗，千万不能出岔子")])],
             active=[e(None, "开窑")],
             allowed=[e(None, "120"), e(None, "民宿"), e(None, "周四")],
             never=["出岔子"]),

    Scenario("v_zh_beiwang_cbct_service", "zh",
             [Session(0, [u("备忘一下：诊所那台CBCT下个月15号厂家来保养，那天上午不能约拍片的病人"),
                          a("已记下：下月15号CBCT保养，上午不约拍片。")])],
             active=[e(None, "CBCT", "15")],
             never=[]),

    Scenario("v_zh_jizhe_no_emoji", "zh",
             [Session(0, [u("你给我记着，回我消息别加一堆表情包，看着头大，正常说话就行")])],
             active=[e(None, "表情")],
             never=["头大"]),

    Scenario("v_zh_trad_reply_traditional", "zh",
             [Session(0, [u("以後回答我都用繁體字好嗎？我在台南長大，看簡體有點吃力")])],
             active=[e(None, "繁")],
             allowed=[e(None, "台南")],
             never=["吃力"]),

    Scenario("v_zh_note_shop_name_lanqi", "zh",
             [Session(0, [u("帮我记下来：我在三亚的潜水店叫「蓝鳍潜水」，以后写文案直接用这个名儿")])],
             active=[e(None, "蓝鳍")],
             allowed=[e(None, "三亚")],
             never=[]),

    Scenario("v_zh_remember_comrades_xining", "zh",
             [Session(0, [u("帮我记着，八一那天老战友在西宁聚会，我肯定得去，到时候提醒我订票"),
                          a("记住了，八一西宁战友聚会。")])],
             active=[e(None, "西宁")],
             allowed=[e(None, "八一"), e(None, "战友")],
             never=[]),

    Scenario("v_zh_dont_forget_fba_june20", "zh",
             [Session(0, [u("别忘了啊！Prime Day之前我得在6月20号前把货送进FBA仓，晚了就赶不上了")])],
             active=[e(None, "FBA")],
             allowed=[e(None, "6月"), e(None, "Prime")],
             never=["赶不上"]),

    Scenario("v_zh_keep_in_mind_live_tue_fri", "zh",
             [Session(0, [u("以后帮我排日程的时候注意下哈，我每周二和周五晚上要直播，这两晚别给我约别的")])],
             active=[e(None, "周二"), e(None, "周五")],
             allowed=[e(None, "直播")],
             never=[]),

    Scenario("v_zh_remember_bonsai_nicknames", "zh",
             [Session(0, [u("记住哈，我那盆真柏叫「老倔」，那盆黑松叫「二愣子」，下次我提名字你就知道是哪盆")])],
             active=[e(None, "老倔"), e(None, "二愣子")],
             never=[]),

    Scenario("v_zh_trad_remember_harvest_date", "zh",
             [Session(0, [u("幫我記住：我們酒莊今年的Chardonnay是9月12號採收的，之後寫酒標要用")])],
             active=[e(None, "9月", "12")],
             allowed=[e(None, "Chardonnay")],
             never=[]),

    Scenario("v_zh_remember_dance_club_vice", "zh",
             [Session(0, [u("帮我记住，我现在是学校街舞社的副社长，周三晚上社团活动雷打不动")])],
             active=[e(None, "街舞"), e(None, "周三")],
             allowed=[e(None, "副社长")],
             never=["雷打不动"]),
]

# ---------------------------------------------------------------------------
# 3) Facts buried inside long messages (15)
# ---------------------------------------------------------------------------
BURIED = [
    Scenario("v_zh_buried_nurse_to_er", "zh",
             [Session(0, [u("今天真的破防了。一个病人家属因为等床位在护士站拍桌子骂人，护士长还让我别往心里去，说得轻巧。食堂的红烧肉又咸得要死，"
                            "下午还被抽去临时顶了一个班。反正我下个月就转去急诊科了，到时候估计更刺激。你说遇到这种家属到底该怎么沟通啊")])],
             active=[e(None, "急诊")],
             never=["拍桌子", "红烧肉", "床位"]),

    Scenario("v_zh_buried_trucker_cold_chain", "zh",
             [Session(0, [u("昨晚在连霍高速堵了整整6个小时，前面三车追尾，交警来了又走走了又来，我泡面都吃了两桶。关键我这车是冷链，"
                            "拉的都是进口车厘子，冷机一直开着油耗蹭蹭往上涨。旁边那哥们儿拉的是活猪，那味儿绝了。现在油价多少一升了？")])],
             active=[e(None, "冷链")],
             allowed=[e(None, "车厘子")],
             never=["追尾", "泡面", "活猪", "油价"]),

    Scenario("v_zh_buried_translator_french_only", "zh",
             [Session(0, [u("三件事：1）帮我看下这句英文合同条款怎么译比较严谨 2）有个客户拖了我三个月稿费，我真的会谢 "
                            "3）想好了，下半年开始我只接法语的活，英语的一律不接了，卷不动。对了我那台笔记本键盘又坏了一个键")])],
             active=[e(None, "法语")],
             never=["键盘", "合同条款", "稿费"]),

    Scenario("v_zh_buried_esports_vct_qualifier", "zh",
             [Session(0, [u("昨晚训练赛被人家吊打，13比3，我们打野状态跟梦游似的，复盘的时候一个个都不说话，气死我了。"
                            "俱乐部老板又在群里问什么时候出成绩。反正下赛季我们要去打VCT China的资格赛，时间不多了。你说怎么给队员做心理建设啊")])],
             active=[e(None, "VCT")],
             allowed=[e(None, "资格赛")],
             never=["13比3", "梦游", "吊打"]),

    Scenario("v_zh_buried_cyclist_hainan_race", "zh",
             [Session(0, [u("周末跟车友去千岛湖骑了180公里，我那个车友老周新买了台Specialized，一路炫耀到终点，笑死。回来路上下大雨，"
                            "鞋全湿了。说正事，我报名了11月的环海南岛业余赛，这是我今年的A级目标。你觉得赛前两周该怎么减量？")])],
             active=[e(None, "海南")],
             allowed=[e(None, "11月"), e(None, "A级")],
             never=["老周", "Specialized", "千岛湖"]),

    Scenario("v_zh_buried_pottery_saturday_class", "zh",
             [Session(0, [u("吐槽一下，快递把我新买的釉料摔碎了两罐，客服还跟我踢皮球。隔壁装修电钻从早响到晚，拉坯都拉歪了。"
                            "不过好消息是我现在每周六下午在工作室开体验课，一次6个人，已经约满到下个月了。帮我写个给快递的投诉吧")])],
             active=[e(None, "体验课"), e(None, "周六")],
             allowed=[e(None, "6")],
             never=["快递", "电钻", "釉料摔碎"]),

    Scenario("v_zh_buried_dentist_sunday_open", "zh",
             [Session(0, [u("今天遇到个奇葩患者，非说我给他补的牙“颜色不够白”，要退钱，前台小姑娘都快哭了。然后隔壁美容院又在门口放音乐放得巨响。"
                            "哦对，我们诊所下个月开始周日也营业了，我跟合伙人轮流坐诊。你帮我想想怎么回应这种差评")])],
             active=[e(None, "周日")],
             allowed=[e(None, "轮流")],
             never=["美容院", "颜色不够白", "差评"]),

    Scenario("v_zh_buried_rescue_drone_role", "zh",
             [Session(0, [u("上周末在秦岭鳌太线找一个失联的驴友，找了两天一夜，最后在一个冰斗里找到的，人没啥大事就是冻坏了。"
                            "我们队现在我专门负责无人机热成像搜索，那晚全靠它。回来以后腿疼了三天。你说这些人为什么非要走鳌太啊")])],
             active=[e(None, "无人机")],
             allowed=[e(None, "热成像")],
             never=["鳌太", "冰斗", "腿疼"]),

    Scenario("v_zh_buried_kunqu_du_liniang", "zh",
             [Session(0, [u("这周嗓子哑了，团里又要排新戏，真是要命。师父说我气口不对，天天让我练到十点。食堂大姐看我可怜给我多打了个鸡腿哈哈。"
                            "新排的是《牡丹亭》，我演杜丽娘，下个月中旬首演。你帮我分析分析“游园”那段的情绪层次？")])],
             active=[e(None, "杜丽娘")],
             allowed=[e(None, "牡丹亭"), e(None, "首演")],
             never=["鸡腿", "嗓子哑"]),

    Scenario("v_zh_buried_fishing_40m_crew", "zh",
             [Session(0, [u("今年柴油又涨了，鱼价反倒跌，带鱼便宜得跟白菜一样，出一趟海白干。船上雇的老张昨晚又喝多了差点掉海里，吓死人。"
                            "我们这条船是40米的钢质拖网船，9个人，每个月光工资就是一大笔。你说现在还有啥补贴能申请吗")])],
             active=[e(None, "40")],
             allowed=[e(None, "9个人"), e(None, "拖网")],
             never=["老张", "柴油", "带鱼"]),

    Scenario("v_zh_buried_trad_kindergarten_daban", "zh",
             [Session(0, [u("今天超崩潰，一個小朋友午睡尿床，另一個一直哭著找媽媽，園長又突然說下週要檢查環創，我們連夜剪紙剪到手抽筋。"
                            "下學期開始我要帶大班了，壓力更大。你可以幫我想幾個大班的區角活動嗎")])],
             active=[e(None, "大班")],
             never=["尿床", "環創", "环创", "剪紙"]),

    Scenario("v_zh_buried_tattoo_appointment_only", "zh",
             [Session(0, [u("两个问题哈：纹完身多久可以游泳？还有帮我想个店铺的slogan，要酷一点的。顺便说一句，我下个月起只接预约了，"
                            "不接walk-in，上周有个醉汉半夜闯进来要纹“忍”字，差点打起来")])],
             active=[e(None, "预约")],
             allowed=[e(None, "walk-in")],
             never=["醉汉", "游泳", "slogan"]),

    Scenario("v_zh_buried_crossborder_nj_warehouse", "zh",
             [Session(0, [u("亚马逊又把我一个链接下架了，说是侵权，我侵啥了我？同行恶意跟卖，汇率还一天一个样，真的栓Q。"
                            "现在我主要走海外仓，仓在美国新泽西，自发货基本不做了。有没有靠谱的申诉模板")])],
             active=[e(None, "新泽西")],
             allowed=[e(None, "海外仓")],
             never=["跟卖", "侵权", "申诉模板"]),

    Scenario("v_zh_buried_hypothyroid_checkup", "zh",
             [Session(0, [u("今天去医院复查，一早排队3个小时，抽了8管血，旁边一个大爷一直在打电话吵死。医生说我的甲减控制得还行，"
                            "下次复查是12月。出来又下雨，打车排了40分钟。唉，你说医院挂号能不能不要这么难")])],
             active=[e(None, "甲减")],
             allowed=[e(None, "12月"), e(None, "复查")],
             never=["8管", "大爷", "打车"]),

    Scenario("v_zh_buried_vancouver_mom_stroke", "zh",
             [Session(0, [u("在国外照顾老人真的太难了。我妈去年中风以后右边身体不太灵活，这边请护工一小时要35加币，医保排康复要排半年。"
                            "我辞了国内的工作专门搬来温哥华照顾她。今天超市的酱油卖完了，连个老抽都买不到。你知道这边有啥社区资源吗")])],
             active=[e(None, "温哥华"), e(None, "中风")],
             allowed=[e(None, "35"), e(None, "护工")],
             never=["酱油", "老抽"]),
]

# ---------------------------------------------------------------------------
# 4) Updates: change of mind, moved date, new value, cancellation (20)
# ---------------------------------------------------------------------------
UPDATES = [
    Scenario("v_zh_upd_nurse_cardio_to_peds", "zh",
             [Session(0, [u("我在心内科当护士，病人大多是老年人")]),
              Session(30, [u("跟你说我轮转到儿科了，天天被小朋友哭声包围，跟心内科完全两个世界")])],
             active=[e(None, "儿科")],
             superseded=[e(None, "心内科")],
             never=["哭声"]),

    Scenario("v_zh_upd_trucker_route_chongqing", "zh",
             [Session(0, [u("我常年跑广州到乌鲁木齐的长途")]),
              Session(45, [u("不跑新疆了，现在改跑成都到重庆，一天一个来回，能天天回家了")])],
             active=[e(None, "重庆")],
             superseded=[e(None, "乌鲁木齐")],
             never=[]),

    Scenario("v_zh_upd_translator_rate_200", "zh",
             [Session(0, [u("我现在的报价是千字150")]),
              Session(60, [u("涨价了！从这个月开始千字200，嫌贵的客户就拜拜")])],
             active=[e(None, "200")],
             superseded=[e(None, "150")],
             never=["拜拜"]),

    Scenario("v_zh_upd_esports_team_rename", "zh",
             [Session(0, [u("我带的队叫Stormrat，打无畏契约的")]),
              Session(20, [u("我们队被一个新俱乐部收购了，名字改成Emberline了，以后都用这个")])],
             active=[e(None, "Emberline")],
             superseded=[e(None, "Stormrat")],
             never=[]),

    Scenario("v_zh_upd_taihu_race_postponed", "zh",
             [Session(0, [u("我报了环太湖的业余公路赛，5月18号比")]),
              Session(10, [u("环太湖推迟了，改到6月1号，组委会说是因为道路施工")])],
             active=[e(None, "6月")],
             superseded=[e(None, "5月")],
             never=["道路施工"]),

    Scenario("v_zh_upd_kiln_electric_to_gas", "zh",
             [Session(0, [u("我工作室现在用的是一台电窑，0.8立方的")]),
              Session(90, [u("把电窑卖了，换了台气窑，还原焰终于能烧出来了，开心")])],
             active=[e(None, "气窑")],
             superseded=[e(None, "电窑")],
             never=["开心"]),

    Scenario("v_zh_upd_clinic_closed_tuesday", "zh",
             [Session(0, [u("我们诊所每周一休息")]),
              Session(40, [u("休息日调整了，现在改成周二休息，周一病人太多了不敢关")])],
             active=[e(None, "周二")],
             superseded=[e(None, "周一")],
             never=[]),

    Scenario("v_zh_upd_rescue_vice_captain", "zh",
             [Session(0, [u("我在救援队里负责后勤，管装备和车辆")]),
              Session(120, [u("换届了，我现在是副队长，后勤交给新来的小刘管了")])],
             active=[e(None, "副队长")],
             superseded=[e(None, "后勤")],
             allowed=[e(None, "小刘")],
             never=[]),

    Scenario("v_zh_upd_role_xiaoqing_typo", "zh",
             [Session(0, [u("新戏《白蛇传》我演白娘子"),
                          a("白娘子是很吃功夫的角色！"),
                          u("啊打错了打错了，我演的是小青，白娘子是我师姐演")])],
             active=[e(None, "小青")],
             superseded=[e(None, "白娘子")],
             never=["师姐"]),

    Scenario("v_zh_upd_fishery_expo_cancelled", "zh",
             [Session(0, [u("下个月15号我要去宁波参加渔业博览会，看看新的探鱼仪")]),
              Session(12, [u("博览会取消了，说是主办方资金出问题，白期待了")])],
             expired=[e("plan", "博览会")],
             never=["资金"]),

    Scenario("v_zh_upd_class_size_30", "zh",
             [Session(0, [u("我们班28个孩子")]),
              Session(35, [u("又转来两个小朋友，现在班上30个了，午睡的床都不够摆")])],
             active=[e(None, "30")],
             superseded=[e(None, "28")],
             never=["床都不够"]),

    Scenario("v_zh_upd_trad_tattoo_moved_taikoo", "zh",
             [Session(0, [u("我的纹身店开在成都玉林")]),
              Session(70, [u("跟你說，店已經搬到太古里旁邊了，人流多很多，房租也貴很多哈哈")])],
             active=[e(None, "太古里")],
             superseded=[e(None, "玉林")],
             never=["房租"]),

    Scenario("v_zh_upd_amazon_to_tiktok", "zh",
             [Session(0, [u("我主要做亚马逊美国站")]),
              Session(50, [u("亚马逊我彻底不做了，全力转TikTok Shop，东南亚和美国两个区都开了")])],
             active=[e(None, "TikTok")],
             superseded=[e(None, "亚马逊")],
             allowed=[e(None, "东南亚")],
             never=[]),

    Scenario("v_zh_upd_live_noon", "zh",
             [Session(0, [u("我每晚8点开播，一播播到12点")]),
              Session(25, [u("直播时间改了，现在改成中午12点到下午2点，晚上流量被大主播抢光了")])],
             active=[e(None, "中午")],
             superseded=[e(None, "8点")],
             never=["大主播"]),

    Scenario("v_zh_upd_diagnosis_as", "zh",
             [Session(0, [u("医生怀疑我是类风湿，腰和膝盖老疼")]),
              Session(21, [u("确诊了，不是类风湿，是强直性脊柱炎，HLA-B27阳性")])],
             active=[e(None, "强直")],
             superseded=[e(None, "类风湿")],
             allowed=[e(None, "HLA-B27")],
             never=[]),

    Scenario("v_zh_upd_dad_sydney_off", "zh",
             [Session(0, [u("计划明年3月把我爸接到悉尼来一起住，签证材料在准备了")]),
              Session(25, [u("我爸死活不肯来，说离不开老家那帮棋友，接他过来这事算黄了")])],
             expired=[e("plan", "悉尼")],
             never=["棋友"]),

    Scenario("v_zh_upd_viola_to_cello", "zh",
             [Session(0, [u("我在乐团拉中提琴")]),
              Session(100, [u("转行了哈哈，改拉大提琴了，乐团那边也同意我换声部")])],
             active=[e(None, "大提琴")],
             superseded=[e(None, "中提琴")],
             never=[]),

    Scenario("v_zh_upd_wine_volume_300", "zh",
             [Session(0, [u("今年自酿的葡萄酒打算做500升")]),
              Session(30, [u("葡萄被冰雹砸了一半，今年产量只能下调到300升了")])],
             active=[e(None, "300")],
             superseded=[e(None, "500")],
             allowed=[e(None, "冰雹")],
             never=[]),

    Scenario("v_zh_upd_dorm_east_3", "zh",
             [Session(0, [u("我住西区12栋")]),
              Session(150, [u("换宿舍了，搬到东区3栋，离教学楼近多了，终于不用跑早八了")])],
             active=[e(None, "东区")],
             superseded=[e(None, "西区")],
             never=[]),

    Scenario("v_zh_upd_trad_stall_yizhong", "zh",
             [Session(0, [u("我在逢甲夜市擺攤賣雞排")]),
              Session(60, [u("攤位換到一中街了，逢甲那邊租金漲太兇，受不了")])],
             active=[e(None, "一中街")],
             superseded=[e(None, "逢甲")],
             allowed=[e(None, "雞排")],
             never=["租金"]),
]

# ---------------------------------------------------------------------------
# 5) Traps: nothing or only some things may be written / retired (20)
# ---------------------------------------------------------------------------
TRAPS = [
    Scenario("v_zh_trap_question_decompression", "zh",
             [Session(0, [u("问一下，潜水减压病一般有啥症状？多久会发作？"),
                          a("常见症状包括关节疼痛、皮肤瘙痒、疲劳……")])],
             active=[],
             never=["减压病", "症状"]),

    Scenario("v_zh_trap_poem_request", "zh",
             [Session(0, [u("帮我写首小诗，主题是渔船傍晚归港，要押韵"),
                          a("夕阳染红一海波，归船点点唱渔歌……")])],
             active=[],
             never=["归港", "押韵", "夕阳"]),

    Scenario("v_zh_trap_small_talk_slacking", "zh",
             [Session(0, [u("嘿嘿今天摸鱼摸了一下午，老板都没发现，爽"),
                          a("哈哈，偶尔放松一下也好！"),
                          u("xswl")])],
             active=[],
             never=["摸鱼", "老板"]),

    Scenario("v_zh_trap_principal_daughter", "zh",
             [Session(0, [u("我在幼儿园带小班。我们园长的女儿今年考上北大了，园长天天在群里发喜报")])],
             active=[e(None, "小班")],
             never=["北大", "喜报"]),

    Scenario("v_zh_trap_lottery_dali", "zh",
             [Session(0, [u("要是我中了五百万，我立马辞职去大理开个民宿，天天晒太阳。你说大理民宿现在还赚钱吗")])],
             active=[],
             never=["大理", "民宿", "五百万"]),

    Scenario("v_zh_trap_one_off_ski_trip", "zh",
             [Session(0, [u("上周去了趟长白山滑雪，摔了好几跤，屁股现在还疼哈哈"),
                          a("哈哈，第一次滑雪都这样！")])],
             active=[],
             never=["长白山", "滑雪"]),

    Scenario("v_zh_trap_quoted_head_nurse", "zh",
             [Session(0, [u("我们护士长在群里发：“下周全员操作考核，谁不及格扣当月绩效”。烦死了，就不能让人喘口气吗")])],
             active=[],
             allowed=[e(None, "护士")],
             never=["扣当月绩效", "不及格"]),

    Scenario("v_zh_trap_two_trucks", "zh",
             [Session(0, [u("我有台解放J6，平时跑市内短途配送"),
                          a("J6跑短途挺合适的。")]),
              Session(10, [u("另外还有台重汽豪沃，那台是专门跑长途的")])],
             active=[e(None, "J6"), e(None, "豪沃")],
             never=[]),

    Scenario("v_zh_trap_two_clinics_weekdays", "zh",
             [Session(0, [u("我每周二在滨江那家诊所坐诊，周四在西湖区那家，别搞混了")])],
             active=[e(None, "周二", "滨江"), e(None, "周四", "西湖")],
             never=[]),

    Scenario("v_zh_trap_two_bikes_colours", "zh",
             [Session(0, [u("我有两台车，红色那台是公路车，黑色那台是计时车，比赛看赛道换着骑")])],
             active=[e(None, "红", "公路"), e(None, "黑", "计时")],
             never=[]),

    Scenario("v_zh_trap_two_pines_names", "zh",
             [Session(0, [u("我有两盆黑松，一盆叫大黑，一盆叫二黑，大黑是文人树型，二黑是双干")])],
             active=[e(None, "大黑"), e(None, "二黑")],
             allowed=[e(None, "文人"), e(None, "双干")],
             never=[]),

    Scenario("v_zh_trap_recall_ftp", "zh",
             [Session(0, [u("我现在FTP是272")]),
              Session(7, [u("我上次说我的FTP是多少来着？忘了")])],
             active=[e(None, "272")],
             never=["来着", "忘了"]),

    Scenario("v_zh_trap_fx_hypothetical", "zh",
             [Session(0, [u("我在深圳做跨境电商。如果明年汇率再跌，我可能就转去做内销了，谁知道呢")])],
             active=[e(None, "深圳")],
             never=["汇率", "内销"]),

    Scenario("v_zh_trap_apprentice_watercolor", "zh",
             [Session(0, [u("我徒弟小美最近在练写实，她自己主攻水彩风，下个月去上海参加纹身展")])],
             active=[],
             allowed=[e(None, "徒弟")],
             never=["小美", "水彩", "纹身展"]),

    Scenario("v_zh_trap_reply_fan_comment", "zh",
             [Session(0, [u("帮我回一下这条粉丝评论：“主播你家菌子吃了会不会看见小人哈哈哈”，要幽默一点"),
                          a("可以这样回：“放心，我们只卖正经菌子，小人要看自己去云南山里找~”")])],
             active=[],
             never=["小人", "幽默"]),

    Scenario("v_zh_trap_two_shows_dates", "zh",
             [Session(0, [u("我9月3号在苏州大剧院有一场演出，9月13号在上海大剧院还有一场，都是《牡丹亭》")])],
             active=[e(None, "9月3", "苏州"), e(None, "9月13", "上海")],
             allowed=[e(None, "牡丹亭")],
             never=[]),

    Scenario("v_zh_trap_quoted_source_text", "zh",
             [Session(0, [u("客户发来一句原文让我翻：“Our headquarters are located in Munich, founded in 1998.” 帮我出个正式点的中文版本"),
                          a("我司总部位于慕尼黑，成立于1998年。")])],
             active=[],
             never=["慕尼黑", "Munich", "1998"]),

    Scenario("v_zh_trap_maybe_working_holiday", "zh",
             [Session(0, [u("最近在纠结要不要去新西兰打工度假，还没想好，你觉得适合我吗")])],
             active=[],
             allowed=[e(None, "新西兰")],
             never=["适合我吗"]),

    Scenario("v_zh_trap_village_neighbours", "zh",
             [Session(0, [u("我在村里开了个小卖部。隔壁王大爷养了200只鸡，他儿子在东莞打工，一年回来一次")])],
             active=[e(None, "小卖部")],
             never=["王大爷", "200只", "东莞"]),

    Scenario("v_zh_trap_two_clubs_question", "zh",
             [Session(0, [u("我参加了辩论队和话剧社两个社团。辩论赛的立论稿一般怎么开篇比较抓人？")])],
             active=[e(None, "辩论"), e(None, "话剧")],
             never=["开篇", "立论稿"]),
]

HELDOUT_V: list[Scenario] = CASUAL + EXPLICIT + BURIED + UPDATES + TRAPS
