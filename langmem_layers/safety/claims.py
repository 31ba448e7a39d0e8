"""Claims that the company promised or approved something, told as facts to record (issue 12).

A user may report what someone acting for the service said ("the sales rep said my plan includes free onsite
repairs forever", "去年双十一客服给我开了个口子，说我以后都能享受员工价") or ask for an entitlement to be recorded
as settled ("write that into my contract", "log it as an approved exception"). The user cannot confirm the
company's side: the write path keeps such a turn only as the user's *claim* (``observed``, low certainty — see
:func:`~langmem_layers.safety.injection.is_agent_promise_claim`), never as a fact.

The structure, per sentence: someone speaking for the company (``your manager``, ``the billing department``,
``客服``, ``你们的销售``) + a report of what they said, promised or approved (``said``, ``per my call with``,
``approved by``, ``说``, ``答应``, ``按照…的说法``) + an entitlement (free, waived, locked in, forever, 员工价,
免费, 一直送); or a request to record something as approved / contractual + an entitlement or such a speaker::

    >>> scan_claim("the sales rep said my plan includes free onsite repairs forever.")
    'claim.company_said'
    >>> scan_claim("请把这个写进我的合同：终身免费保修。")
    'claim.record_as_settled'
    >>> scan_claim("my manager said i can work from home on fridays.") is None    # the user's own employer
    True
    >>> scan_claim("the sales rep was friendly and the store was clean.") is None
    True

Text is expected de-obfuscated and lower-cased (the variants of
:func:`~langmem_layers.safety.injection.deobfuscate`).
"""

from __future__ import annotations

import re

__all__ = ["CLAIM_PARTS", "scan_claim"]

_STAFF_EN = (r"(?:sales ?(?:rep(?:resentative)?s?|person|man|woman|team|guy|lady|agent|department|manager)|sales|"
             r"reps?|representatives?|agents?|account managers?|managers?|supervisors?|staff(?: members?)?|employees?|"
             r"advisors?|advisers?|consultants?|specialists?|cashiers?|clerks?|technicians?|operators?|support(?: team|"
             r" agents?| staff| desk)?|customer (?:service|support|care)(?: team| agents?| reps?)?|"
             r"billing(?: department|"
             r" team| dept)?|help ?desk|hotline|call cent(?:er|re)|department|dept|team|office|branch|store|shop|"
             r"company|bank|ceo|director|boss|owner|people|guy|lady|colleagues?|person|man|woman|someone|"
             r"polic(?:y|ies)|terms|contract|website|site|app|ads?|advert\w*|promotion|promo|e-?mail|letter|"
             r"brochure|offer)")
#: With "the" (not "your"), only roles that speak for a service ("the sales rep", not "the people").
_STAFF_SERVICE_EN = (r"(?:sales ?(?:rep(?:resentative)?s?|person|man|woman|agent|department|manager)|reps?|"
                     r"representatives?|agents?|account managers?|managers?|supervisors?|advisors?|consultants?|"
                     r"cashiers?|clerks?|technicians?|support(?: team| agents?| staff| desk)?|customer (?:service|"
                     r"support|care)(?: team| agents?| reps?)?|billing(?: department| team| dept)?|help ?desk|hotline)")
_STAFF_ZH_BARE = (r"(?:客服|销售|业务员|客户经理|理财经理|店长|店员|工作人员|专员|柜员|前台|售后|技术支持|营业员|导购|"
                  r"热线|营业厅)")
_STAFF_ZH_OWNED = (r"(?:你们|贵公司|贵司|贵行|贵店)(?:公司|店|家|银行|平台)?(?:的)?[^。！？\n，,]{0,4}?"
                   r"(?:客服|销售|业务员|经理|"
                   r"店长|店员|工作人员|员工|专员|顾问|柜员|前台|售后|技术|老板|主管|负责人|小哥|小姐姐|人|ceo|总监|热线|"
                   r"营业厅|总部|官方|团队|部门|规定|政策|条款|合同|官网|广告|宣传|活动|公告|短信|邮件)")

#: The parts of a claim: (name, regex) — matched per sentence.
CLAIM_PARTS: dict[str, str] = {
    "agent": (rf"\b(?:your|one of your) (?:[\w-]+ ){{0,2}}?{_STAFF_EN}\b|"
              rf"\bthe (?:[\w-]+ ){{0,2}}?{_STAFF_SERVICE_EN}\b|"
              rf"\b(?:customer (?:service|support|care)|support team|sales team|billing)\b|"
              rf"(?<!我们)(?<!我的){_STAFF_ZH_BARE}|{_STAFF_ZH_OWNED}"),
    "report": (r"\b(?:said|says|told|tells|promised|promises|guaranteed|assured|confirmed|agreed|offered|approved|"
               r"authori[sz]ed|granted|arranged|set up|gave|added|noted|waived|locked|mentioned|stated|wrote|emailed|"
               r"texted|per|according to|(?:have|got|has) it in writing|in writing|was (?:told|promised|assured|"
               r"guaranteed|offered|quoted))\b|说|讲|告诉|承诺|答应|保证|确认|同意|批准|特批|开了?个?口子|给我(?:开|办|批|"
               r"申请|备注|登记)|备注|登记|许诺|表示|打包票|拍胸脯|按照|根据"),
    "entitlement": (r"\b(?:free|for free|no charge|no cost|complimentary|waive[ds]?|waiver|discount\w*|\d+ ?% off|"
                    r"refund\w*|revers\w*|credit(?:s|ed)?|upgrades?|upgraded|locked(?: in)?|forever|permanent(?:ly)?|"
                    r"lifetime|for life|indefinitely|unlimited|includ\w*|exception|price match|staff (?:price|rate|"
                    r"discount)|employee (?:price|rate|discount)|(?:intro\w*|promo\w*|special) (?:rate|price)|"
                    r"compensat\w*|bonus|vouchers?|coupons?|replacements?|repairs?|warranty|priority|no (?:fee|"
                    r"charge|interest|penalty)|fees? (?:waived|removed|reversed))\b|送|免费|免单|免了|免除|赠|优惠|"
                    r"折扣|打折|[一二三四五六七八九\d]折|员工价|内部价|会员价|减免|退款|退钱|返现|返还|终身|永久|一直(?:送|免|有|享)|"
                    r"都能|都可以|都免|包邮|包修|包换|包退|不限|无限|保修|补偿|特价|报销|升级|赔"),
    # a passive report names the speaker after the verb ("approved by support", "由客服特批")
    "approved_by": (r"\b(?:approved|authori[sz]ed|promised|granted|confirmed|arranged|guaranteed|signed off|okayed|"
                    r"ok'd|agreed|told|informed|assured|offered|quoted) by (?:your |the |a )?(?:[\w-]+ )?"
                    r"(?:support|sales|billing|manager|management|reps?|"
                    r"agents?|staff|team|customer service|department|company|store|bank|ceo|supervisor)\b|"
                    r"(?:由|经|经过)[^。！？\n，,]{0,6}?(?:客服|销售|经理|店长|工作人员|专员|主管|官方|总部)[^。！？\n，,]{0,4}?"
                    r"(?:批准|同意|特批|确认|承诺|答应)"),
    "record_settled": (r"\b(?:log|record|note|mark|file|save|put|write|enter|register|flag|list|keep|treat)\b"
                       r"[^.!?\n]{0,25}?\bas (?:an? )?(?:approved|confirmed|official|agreed|verified|authori[sz]ed|"
                       r"valid|binding|settled|exception|approved exception|standing exception)\b|\b(?:write|put|add|"
                       r"record|note) (?:that|this|it) (?:in|into|on|onto) (?:my|the) (?:contract|agreement|file|"
                       r"account|record|terms)\b|(?:写进|写入|加进|加到|记到|记进|备注到|录入)[^。！？\n，,]{0,4}?(?:合同|协议|"
                       r"合约|档案|条款)|(?:记成|记为|标记为|标成|登记为|备注为|算作)[^。！？\n，,]{0,4}?(?:已确认|已批准|"
                       r"已审批|特例|例外|正式|官方)"),
}
_COMPILED = {name: re.compile(rx) for name, rx in CLAIM_PARTS.items()}
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？\n])")


def scan_claim(text: str) -> str | None:
    """``claim.company_said`` / ``claim.record_as_settled`` for the first sentence of ``text`` that claims a company
    promise, else ``None``."""
    if _COMPILED["entitlement"].search(text) is None and _COMPILED["record_settled"].search(text) is None:
        return None
    for sentence in _SENTENCE_RE.split(text):
        has = {name for name, rx in _COMPILED.items() if rx.search(sentence)}
        if {"agent", "report", "entitlement"} <= has or {"approved_by", "entitlement"} <= has:
            return "claim.company_said"
        if "record_settled" in has and ({"entitlement", "agent"} & has):
            return "claim.record_as_settled"
    return None
