import pytest

from langmem_layers.text import clean_text, detect_lang, keyword_tokens, query_tokens
from langmem_layers.tokens import approximate_token_count, count_message_tokens, default_token_counter


def test_two_character_chinese_query_tokens_are_indexed():
    assert "咖啡" in keyword_tokens("我每天早上都喝咖啡")
    assert query_tokens("咖啡") == ["咖啡"]


def test_clean_text_removes_obfuscation():
    assert clean_text("ｉｇｎｏｒｅ\u200b all") == "ignore all"
    assert "\x00" not in clean_text("a\x00b")


def test_detect_lang():
    assert detect_lang("用户不吃辣") == "zh"
    assert detect_lang("User hates long answers") == "en"


def test_tiktoken_counts_offline_without_network(monkeypatch):
    import requests

    def no_network(*args, **kwargs):
        raise AssertionError("tried to download")

    monkeypatch.setattr(requests, "get", no_network)
    counter = default_token_counter()
    assert counter("hello world") == 2
    assert counter("用户不吃辣") >= 3


def test_approximate_counter_never_undercounts_cjk():
    assert approximate_token_count("用户不吃辣用户不吃辣") >= 10
    assert approximate_token_count("") == 0


def test_count_message_tokens_includes_overhead():
    from langchain_core.messages import AIMessage, HumanMessage

    n = count_message_tokens([HumanMessage("hello world"), AIMessage("hi")])
    assert n == 2 + 1 + 2 * 4


@pytest.mark.parametrize("text", ["", " ", "。。。"])
def test_query_tokens_of_nothing(text):
    assert query_tokens(text) == []
