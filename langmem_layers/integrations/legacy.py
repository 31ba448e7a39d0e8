"""**Legacy** adapter: langmem-layers as a ``langchain_classic`` ``BaseMemory`` (optional extra ``legacy``).

For older ``LLMChain``/``ConversationChain``-style code only. ``BaseMemory`` is deprecated upstream (removal
planned for LangChain 2.0); new code should use :class:`~langmem_layers.integrations.MemoryMiddleware` or the
prebuilt graph. One instance serves one user (legacy chains carry no per-run config)::

    memory = LegacyLayeredMemory(memory=mem, user_id="alice", session_id="s1")
    memory.load_memory_variables({"input": "推荐个馆子"})   # {"history": "System: ## 关于该用户的长期记忆 …"}
    memory.save_context({"input": "我不吃辣"}, {"output": "好的"})   # runs mem.remember on the turn

``load_memory_variables`` assembles the context with ``build_context`` (recalled memories, KB, rolling summary
and the recent turns this object has seen); ``save_context`` writes the turn with ``remember``; ``clear``
forgets the recent turns (long-term memory stays unless ``clear_forgets_user=True``).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, get_buffer_string
from pydantic import Field, PrivateAttr, model_validator

from ..errors import InvalidInputError
from ._user import validate_user_id

try:
    from langchain_classic.base_memory import BaseMemory
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "LegacyLayeredMemory needs the 'legacy' extra: pip install 'langmem-layers[legacy]'"
    ) from exc

__all__ = ["LegacyLayeredMemory"]

#: Recent turns (human + AI pairs) kept in-process for the window of legacy chains.
DEFAULT_WINDOW_TURNS = 10


class LegacyLayeredMemory(BaseMemory):
    """**Legacy** ``BaseMemory`` over a ``LayeredMemory`` for one user (see the module docstring)."""

    memory: Any = Field(..., description="The LayeredMemory to read from and write to.")
    user_id: str
    session_id: str | None = None
    memory_key: str = "history"
    input_key: str | None = None
    output_key: str | None = None
    return_messages: bool = False
    budget_tokens: int | None = None
    window_turns: int = Field(DEFAULT_WINDOW_TURNS, ge=1, le=1000)
    clear_forgets_user: bool = False
    _turns: deque[BaseMessage] = PrivateAttr()

    def __init__(self, **data: Any) -> None:
        validate_user_id(data.get("user_id"))  # a typed error, not a pydantic ValidationError
        super().__init__(**data)

    @model_validator(mode="after")
    def _setup(self) -> LegacyLayeredMemory:
        self._turns = deque(maxlen=2 * self.window_turns)
        return self

    @property
    def memory_variables(self) -> list[str]:
        return [self.memory_key]

    def _pick(self, values: dict[str, Any], key: str | None, what: str) -> str:
        if key is not None:
            if key not in values:
                raise InvalidInputError(f"{what} key {key!r} is missing from {sorted(values)}")
            return str(values[key])
        candidates = [k for k in values if k not in (self.memory_key, "stop")]
        if len(candidates) != 1:
            raise InvalidInputError(f"cannot tell which of {sorted(candidates)} is the {what}; set {what}_key=")
        return str(values[candidates[0]])

    def load_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """Context for the next call: recalled memories and recent turns, as text or messages."""
        query = self._pick(inputs, self.input_key, "input")
        bundle = self.memory.build_context(self.user_id, [*self._turns, HumanMessage(query)],
                                           session_id=self.session_id, budget_tokens=self.budget_tokens)
        messages = list(bundle.messages)
        if messages and isinstance(messages[-1], HumanMessage) and messages[-1].text == query:
            messages = messages[:-1]  # the chain adds the input itself
        if self.return_messages:
            return {self.memory_key: messages}
        return {self.memory_key: get_buffer_string(messages)}

    def save_context(self, inputs: dict[str, Any], outputs: dict[str, str]) -> None:
        """Write the turn to long-term memory (``remember``) and keep it in the recent-turn window."""
        turn: list[BaseMessage] = [HumanMessage(self._pick(inputs, self.input_key, "input")),
                                   AIMessage(self._pick(outputs, self.output_key, "output"))]
        self._turns.extend(turn)
        self.memory.remember(self.user_id, turn, session_id=self.session_id)

    def clear(self) -> None:
        """Forget the recent turns; with ``clear_forgets_user`` also erase the user's long-term memory."""
        self._turns.clear()
        if self.clear_forgets_user:
            self.memory.forget_user(self.user_id)

    def recent_messages(self) -> list[BaseMessage]:
        """The turns kept for the window (bounded by ``window_turns``)."""
        return list(self._turns)

