"""The offline responder answers from recalled memory and KB, labelled, in the user's language."""

from __future__ import annotations

from graphs.offline import OFFLINE_TEMPLATES, offline_reply


def test_chinese_reply_cites_numbered_memories():
    reply = offline_reply("帮我推荐餐厅", [{"content": "用户不吃辣。"}, {"content": "用户住在杭州"}], [])
    assert reply == "（离线模式）我记得：[记忆1] 用户不吃辣；[记忆2] 用户住在杭州。"


def test_english_reply_with_kb_and_low_confidence_memory():
    reply = offline_reply("what is the refund policy?", [{"content": "User may move to Berlin", "confidence": 0.4}],
                          [{"text": "Refunds within 7 days.\n Keep the receipt."}])
    assert reply.startswith("(offline mode) I remember: [M1] User may move to Berlin (to confirm).")
    assert "From the knowledge base: [K1] Refunds within 7 days. Keep the receipt." in reply


def test_nothing_recalled_and_follow_up():
    assert offline_reply("然后呢", [], [], route="window") == "（离线模式）我们接着刚才的话题。"
    assert "don't have anything" in offline_reply("hello there", [], [])


def test_model_error_is_shown():
    reply = offline_reply("hi there", [], [], error="TimeoutError: slow")
    assert "unavailable (TimeoutError: slow)" in reply


def test_templates_are_overridable():
    custom = {k: dict(v) for k, v in OFFLINE_TEMPLATES.items()}
    custom["en"]["label"] = "[no model] "
    assert offline_reply("hello there", [], [], templates=custom).startswith("[no model]")


def test_quotes_only_the_best_few():
    reply = offline_reply("推荐点什么", [{"content": f"记忆{n}"} for n in range(6)], [{"text": "a"}] * 4)
    assert "[记忆3]" in reply and "[记忆4]" not in reply
    assert "[知识2]" in reply and "[知识3]" not in reply
