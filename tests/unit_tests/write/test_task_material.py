"""Work handed to the assistant ("save this as a PDF: …", "整理成会议纪要：…", "the key points of this article: …")
is the task's input, not a statement about the user: nothing of it is stored, whatever cue words or facts it holds;
what the user says about themselves before it still is. An acknowledgement ("ok cool, I'll keep that in mind") is
small talk. Sentences written for these tests (not from any corpus or batch)."""

from __future__ import annotations

import pytest

from langmem_layers import LayeredMemory
from langmem_layers.write.triggers import TriggerLexicon


@pytest.mark.parametrize("user, text", [
    ("t1", "Can you save this as a PDF for me? Banana bread: 3 bananas, 250g flour, bake 50 min at 175C"),
    ("t2", "帮我把下面这段整理成会议纪要，记一下：1.周五前交预算 2.小王负责海报 3.场地定在二楼会议室"),
    ("t3", "note down the key points of this article for me: 'Sourdough rises slower in winter because yeast is "
           "less active below 20C.'"),
    ("t4", "ok cool, I'll keep that in mind 👍"),
])
def test_task_material_and_acknowledgements_store_nothing(e5_mem: LayeredMemory, user: str, text: str) -> None:
    e5_mem.remember(user, [text])
    assert e5_mem.items(user) == [], [i.content for i in e5_mem.items(user)]


def test_what_the_user_says_before_the_task_is_still_kept(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("t5", ["I'm vegan, by the way. Can u turn this into a table? Mon 5k easy, Wed 8k tempo"])
    contents = [i.content for i in e5_mem.items("t5")]
    assert any("vegan" in c for c in contents), contents
    assert not any("tempo" in c for c in contents), contents


def test_a_task_is_told_from_a_statement_about_the_same_work() -> None:
    lex = TriggerLexicon()
    assert lex.is_task("帮我把这篇文章的要点记一下")
    assert lex.is_task("Could you take minutes for our meeting from these notes?")
    assert not lex.is_task("I take the minutes at our club meetings") and not lex.is_task("我的简历是PDF格式的")
