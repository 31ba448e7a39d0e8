"""A request to remember said in a message of its own ("commit that to memory for me pls", "记一下哈") stores nothing
itself: it asks for the user's message before it (read again, as a request) or, said first, for the next one — also
across ``remember`` calls of one session. What is left of a request once its cue is cut is content when it names
someone, however short ("im quite squeamish"); request words no cue could be cut from are the request ("麻烦您存档
以下信息：…"); a question trailing the content is an aside. Sentences written for these tests (not from any corpus
or batch)."""

from __future__ import annotations

from langmem_layers import LayeredMemory
from langmem_layers.write.gated import EXPLICIT_IMPORTANCE


def _items(mem: LayeredMemory, user: str) -> list[tuple[str, float]]:
    return [(i.content, i.importance) for i in mem.items(user)]


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def _assistant(text: str) -> dict[str, str]:
    return {"role": "assistant", "content": text}


def test_a_cue_after_the_content_makes_the_message_before_it_a_request(e5_mem: LayeredMemory) -> None:
    report = e5_mem.remember("cue1", [_user("my locker at the leisure centre is number 118, the one by the sauna"),
                                      _assistant("Nice, close to the sauna!"), _user("commit that to memory pls")])
    items = _items(e5_mem, "cue1")
    assert any("118" in content and importance >= EXPLICIT_IMPORTANCE for content, importance in items), items
    assert not any("commit" in content.lower() for content, _ in items), items
    assert any(a.kind == "skip" and a.rule == "explicit.cue_only" and "before" in a.reason for a in report.actions)


def test_a_cue_before_the_content_asks_for_the_next_message_even_after_the_assistant_replies(
        e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cue2", [_user("记一下哈"), _assistant("好的，你说"), _user("我家的猫叫豆包，今年三岁")])
    items = _items(e5_mem, "cue2")
    assert any("豆包" in content and importance >= EXPLICIT_IMPORTANCE for content, importance in items), items
    assert not any(content.endswith("记一下哈") for content, _ in items), items


def test_a_cue_before_the_content_carries_over_to_the_next_call_of_the_session(e5_mem: LayeredMemory) -> None:
    first = e5_mem.remember("cue3", [_user("记一下哈")], session_id="s1")
    assert [a.rule for a in first.actions] == ["explicit.cue_only"] and e5_mem.items("cue3") == []
    e5_mem.remember("cue3", [_assistant("好的，你说"), _user("我的工位在B座7楼靠窗")], session_id="s1")
    items = _items(e5_mem, "cue3")
    assert any("7楼" in content and importance >= EXPLICIT_IMPORTANCE for content, importance in items), items


def test_a_cue_naming_a_thing_to_note_asks_for_the_next_message_without_its_change_of_topic(
        e5_mem: LayeredMemory) -> None:
    first = e5_mem.remember("cue6", [_user("帮我记件事")], session_id="s1")
    assert [a.rule for a in first.actions] == ["explicit.cue_only"]
    e5_mem.remember("cue6", [_user("我的电动车停在小区东门的3号车棚 对了今天食堂的红烧肉咸死了")], session_id="s1")
    items = _items(e5_mem, "cue6")
    assert any("3号车棚" in content and importance >= EXPLICIT_IMPORTANCE for content, importance in items), items
    assert not any("红烧肉" in content for content, _ in items), items


def test_a_cue_pointing_back_inside_a_message_asks_for_the_sentence_before_it(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cue4", ["my piano teacher is Mrs Abara, lessons on thursdays. can u remember that? "
                             "ugh the bus is late again"])
    items = _items(e5_mem, "cue4")
    assert any("Abara" in content for content, _ in items), items
    assert not any(content.lower().rstrip(" ?").endswith("can u") for content, _ in items), items


def test_a_cue_with_nothing_to_ask_for_stores_nothing(e5_mem: LayeredMemory) -> None:
    report = e5_mem.remember("cue5", ["can u remember that?"])
    assert e5_mem.items("cue5") == []
    assert [a.rule for a in report.actions] == ["explicit.cue_only"]


def test_a_cue_after_a_question_does_not_store_the_question(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cue6", [_user("what's a good stretch for tight hips?"), _assistant("Try the pigeon pose."),
                             _user("can u remember that?")])
    assert not any("stretch" in content for content, _ in _items(e5_mem, "cue6"))


def test_a_short_statement_after_the_cue_is_content_not_a_pointer(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cue7", ["would u mind remembering that im quite squeamish? when i ask for film recs skip the "
                             "gory ones"])
    assert any("squeamish" in content for content, _ in _items(e5_mem, "cue7")), _items(e5_mem, "cue7")


def test_request_words_no_cue_could_be_cut_from_are_the_request_not_a_task(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cue8", ["麻烦您存档以下信息：本人血型是AB型，对青霉素过敏。"])
    assert any("AB型" in content for content, _ in _items(e5_mem, "cue8")), _items(e5_mem, "cue8")


def test_a_question_trailing_a_request_does_not_make_it_a_question(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cue9", ["最近在学冲浪 对了帮我记一下 我的板是7尺2的软板 另外冬天能冲吗"])
    assert any("7尺2" in content for content, _ in _items(e5_mem, "cue9")), _items(e5_mem, "cue9")
