"""Chinese router cues (data only; the engine is :mod:`langmem_layers.read.router`).

Chinese cues match as substrings."""

from __future__ import annotations

#: Follow-ups on the current thread: answered from the window alone.
WINDOW: tuple[str, ...] = (
    "然后呢", "然后", "接着说", "接着", "继续", "还有呢", "还有吗", "还有别的", "刚才", "刚刚", "上面", "上一条", "前面说", "你说的", "你刚", "再详细", "详细点",
    "详细一点", "展开", "再说一遍", "换个说法", "什么意思", "啥意思", "翻译成", "简短点", "短一点", "再短", "举个例子", "没听懂", "没看懂",
)
#: Factual / policy / product / process / price / warranty questions: answered from the knowledge base.
KB: tuple[str, ...] = (
    "政策", "规定", "制度", "条款", "流程", "步骤", "手续", "怎么申请", "如何申请", "怎么办理", "如何办理", "怎么设置", "如何设置", "怎么开通", "如何开通", "多少钱",
    "价格", "价钱", "费用", "收费", "报价", "套餐", "保修", "质保", "保质", "退货", "退款", "换货", "无理由", "发票", "报销", "规格", "参数", "配置", "续航",
    "支持", "型号", "尺寸", "重量", "兼容", "说明书", "手册", "年假", "病假", "休假", "运费", "包邮", "售后", "你们的", "你们哪", "贵公司", "公司规定",
)
#: Preferences, plans, standing instructions and the user's own history: answered from long-term memory.
MEMORY: tuple[str, ...] = (
    "推荐", "建议我", "我打算", "我计划", "我准备", "我想要", "我喜欢", "我不喜欢", "不太喜欢", "我讨厌", "我偏好", "我习惯", "我的习惯", "我经常", "我一般", "我平时",
    "我最近", "我上次", "我之前", "我以前", "我说过", "我提过", "我告诉过", "我跟你说过", "记得", "记住", "记一下", "帮我记", "以后", "今后", "从现在起", "我的预算",
    "我养的", "我家", "适合我", "按我的", "按照我", "根据我的", "结合我的", "考虑到我的",
)
#: Phrases that bring the user's own context into a request (a subset of the memory cues' meaning).
PERSONAL: tuple[str, ...] = (
    "按我的", "按照我", "根据我的", "结合我的", "考虑到我的", "适合我", "我的习惯",
)
#: Choosing or arranging among options — with personal context this needs facts too (→ mixed).
CHOICE: tuple[str, ...] = (
    "安排", "规划", "哪个", "哪款", "哪种", "哪家", "对比", "比较",
)
