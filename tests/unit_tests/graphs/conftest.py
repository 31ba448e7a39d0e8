"""Fixtures for the graph tests: a scripted fake chat model that supports tools."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import RunnableLambda


class ScriptedChatModel(GenericFakeChatModel):
    """Replies from a script; records every prompt; ``bind_tools`` returns itself (the stock fake raises)."""

    prompts: list[list[BaseMessage]] = []  # noqa: RUF012 - pydantic field, copied per instance
    fail_with: str | None = None

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:
        return self

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:
        """The scripted reply's text is the JSON of ``schema`` (the stock fake raises here)."""
        return self | RunnableLambda(lambda message: schema.model_validate_json(message.content))

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
        self.prompts.append(list(messages))
        if self.fail_with:
            raise TimeoutError(self.fail_with)
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


@pytest.fixture
def scripted_model() -> Any:
    def make(*replies: AIMessage | str, fail_with: str | None = None) -> ScriptedChatModel:
        msgs = [r if isinstance(r, AIMessage) else AIMessage(r) for r in replies]
        return ScriptedChatModel(messages=iter(msgs), prompts=[], fail_with=fail_with)

    return make
