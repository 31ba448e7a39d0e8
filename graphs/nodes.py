"""Node factories of the memory agent: route → recall → inject → respond (→ tools)* → write → summarize.

Each factory takes the :class:`~langmem_layers.LayeredMemory` facade (and options) and returns a plain node
function ``(state, config, runtime) -> update``. Nodes hold no memory logic: they call the facade
(``build_context``, ``remember``) and the router, copy the results into the thread state, and annotate their run
with what happened (see :mod:`graphs.tracing`). Use them to add memory to your own ``StateGraph``::

    builder.add_node("recall", make_recall_node(mem))
    builder.add_node("write", make_write_node(mem))

The run's user comes from ``context.user_id`` (``context_schema=MemoryContext``) or
``config["configurable"]["user_id"]``; a run without one fails with ``InvalidUserIdError``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, RemoveMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from langmem_layers._cache import BoundedLRU
from langmem_layers.errors import MemoryLayerError, StateSchemaError
from langmem_layers.integrations._turns import last_human_index, pending_turns, splice
from langmem_layers.read.router import RouteDecision
from langmem_layers.records import Route
from langmem_layers.window.summary import summarize

from .background import BackgroundWork
from .offline import offline_reply
from .state import resolve_now, resolve_thread_id, resolve_user_id
from .tracing import annotate_run

if TYPE_CHECKING:
    from langmem_layers.memory import LayeredMemory

__all__ = [
    "last_user_text",
    "make_inject_node",
    "make_recall_node",
    "make_respond_node",
    "make_route_node",
    "make_summarize_node",
    "make_write_node",
    "memory_dict",
    "require_state_keys",
    "resolve_model",
    "turn_messages",
]

log = logging.getLogger(__name__)

Node = Callable[..., dict[str, Any]]

#: What a node receives: the graph's own state. Deliberately not annotated with ``MemoryAgentState``: LangGraph
#: would add that schema's keys to *any* graph, so a ``MessagesState`` graph would carry the memory while the
#: user's model node (which reads ``messages``) never saw it. Instead each node checks that the graph's state
#: declares the keys it writes (:func:`require_state_keys`) and fails on the first run, saying how to fix it.
State = dict[str, Any]

_STATE_FIX = (
    "build the graph on the memory state: `StateGraph(MemoryAgentState, context_schema=MemoryContext)` "
    "(from graphs import MemoryAgentState, MemoryContext) — or subclass it: `class MyState(MemoryAgentState): ...` — "
    "and let your model node read `state['context_messages']` (the messages with the recalled memory) instead of "
    "`state['messages']`"
)

#: Name given to the system message that carries the rolling summary of folded (removed) turns.
SUMMARY_MESSAGE_NAME = "rolling_summary"


# -- helpers shared by the nodes ------------------------------------------------------------------------------------
def _who(memory: LayeredMemory, runtime: Runtime[Any] | None, config: RunnableConfig) -> tuple[str, str | None, Any]:
    context = getattr(runtime, "context", None)
    user_id = memory.check_user(resolve_user_id(context, config))
    return user_id, resolve_thread_id(config), resolve_now(context, config)


def require_state_keys(config: RunnableConfig, node: str, keys: Sequence[str]) -> None:
    """Fail loudly when the running graph's state has no channel for ``keys``.

    LangGraph silently drops a node's update for a key its state does not declare; for a memory node that means the
    model never sees the memory (a ``MessagesState`` graph). Raises :class:`~langmem_layers.errors.StateSchemaError`
    naming the missing keys and the fix. Outside a LangGraph run (a node called directly) nothing is checked.
    """
    read = ((config or {}).get("configurable") or {}).get("__pregel_read")  # langgraph's CONFIG_KEY_READ
    if read is None:
        return
    missing = []
    for key in keys:
        try:
            read([key], False)
        except KeyError:
            missing.append(key)
    if missing:
        raise StateSchemaError(
            f"the {node!r} memory node writes {', '.join(map(repr, missing))}, which this graph's state does not "
            f"declare, so LangGraph would drop it and the model would never see the memory. Fix: {_STATE_FIX}")


def _text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    return " ".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)


def last_user_text(messages: Sequence[BaseMessage]) -> str:
    """Text of the newest human message ('' when there is none)."""
    for message in reversed(messages):
        if isinstance(message, HumanMessage):
            return _text(message)
    return ""


_last_human_index = last_human_index  # the turn protocol's (langmem_layers.integrations._turns)


def turn_messages(messages: Sequence[BaseMessage], written_upto: str | None) -> list[BaseMessage]:
    """Messages not yet written to long-term memory (the "written up to" rule of
    :func:`~langmem_layers.integrations._turns.pending_turns`): user turns and final replies (tool traffic
    excluded)."""
    return [m for m in pending_turns(messages, written_upto)
            if isinstance(m, HumanMessage) or (isinstance(m, AIMessage) and not m.tool_calls)]


def _decision(state: State) -> RouteDecision | None:
    """The route node's decision for the newest user message of this state (None when it routed another one)."""
    taken = state.get("route_decision") or {}
    messages = state.get("messages", [])
    index = last_human_index(messages)
    if not taken or index < 0 or taken.get("message_id") != messages[index].id:
        return None
    return RouteDecision(Route(taken["route"]), str(taken.get("reason", "")), taken.get("cue"))


def memory_dict(hit: Any) -> dict[str, Any]:
    """A recalled memory (``RecallHit``) as plain, checkpoint-friendly data."""
    item = hit.item
    return {"id": item.id, "type": item.type.value, "content": item.content, "score": round(float(hit.score), 4),
            "importance": item.importance, "confidence": item.confidence, "status": item.status.value}


def _chunk_dict(chunk: Any) -> dict[str, Any]:
    """A KB chunk (Document, pydantic record or dict) as plain data with at least ``text``."""
    if isinstance(chunk, dict):
        data = dict(chunk)
    elif hasattr(chunk, "page_content"):
        data = {"text": chunk.page_content, **dict(getattr(chunk, "metadata", {}) or {})}
    elif hasattr(chunk, "model_dump"):
        data = chunk.model_dump(mode="json")
    else:
        data = {"text": str(chunk)}
    if "text" not in data:
        data["text"] = str(data.get("content") or data.get("page_content") or "")
    return data


def _action_dict(action: Any) -> dict[str, Any]:
    return {"kind": action.kind, "content": action.content, "type": getattr(action.type, "value", action.type),
            "rule": action.rule, "reason": action.reason, "item_id": action.item_id, "target_id": action.target_id}


def _history(state: State) -> list[BaseMessage]:
    """The thread as the memory layer should see it: the rolling summary of folded turns, then the messages."""
    messages: list[BaseMessage] = list(state.get("messages", []))
    summary = state.get("summary", "")
    if state.get("folded_messages") and summary:
        return [SystemMessage(content=summary, name=SUMMARY_MESSAGE_NAME), *messages]
    return messages


# -- node factories -------------------------------------------------------------------------------------------------
def make_route_node(memory: LayeredMemory, *, cues: Any = None) -> Node:
    """Classify the newest user turn (kb / memory / window / mixed) with ``memory.route`` (``cues``: custom router
    cues); record why. The recall node passes this decision to ``build_context``: the turn is routed once."""

    def route(state: State, config: RunnableConfig, runtime: Runtime[Any]) -> dict[str, Any]:
        require_state_keys(config, "route", ("route_decision",))
        user_id, thread_id, _ = _who(memory, runtime, config)
        messages = state.get("messages", [])
        decision = memory.route(user_id, messages, cues=cues)
        annotate_run(config, {"user_id": user_id, "thread_id": thread_id, "route": decision.route.value,
                              "route_reason": decision.reason, "route_cue": decision.cue})
        index = last_human_index(messages)
        taken = {"route": decision.route.value, "reason": decision.reason, "cue": decision.cue,
                 "message_id": messages[index].id if index >= 0 else None}
        return {"route": decision.route.value, "route_reason": decision.reason, "route_decision": taken}

    return route


def make_recall_node(
    memory: LayeredMemory, *, system_prompt: str | None = None, budget_tokens: int | None = None,
    router_cues: Any = None,
) -> Node:
    """Recall for this turn through ``memory.build_context``: memories, KB chunks, summary, the assembled context.

    The route node's decision for this turn is used as it is; without one (a graph with no route node) the turn is
    routed here, with ``router_cues``."""

    def recall(state: State, config: RunnableConfig, runtime: Runtime[Any]) -> dict[str, Any]:
        require_state_keys(config, "recall", ("context_messages", "memories", "session_state"))
        user_id, thread_id, now = _who(memory, runtime, config)
        saved = state.get("session_state")
        if saved and thread_id and memory.session_state(user_id, thread_id) is None:
            memory.restore_session(user_id, saved, thread_id)  # resumed thread in a new process / evicted
        history = _history(state)
        decision = _decision(state) or memory.route(user_id, history, cues=router_cues)
        bundle = memory.build_context(user_id, history, session_id=thread_id, system_prompt=system_prompt,
                                      budget_tokens=budget_tokens, now=now, route=decision)
        memories = [memory_dict(h) for h in bundle.memories]
        chunks = [_chunk_dict(c) for c in bundle.kb_chunks]
        trace = dict(bundle.trace or {})
        session_state = dict(trace.get("session_state") or saved or {})
        slots = {str(k): str(v) for k, v in dict(trace.get("entity_slots") or {}).items()}
        route = getattr(bundle.route, "value", bundle.route)
        annotate_run(config, {"user_id": user_id, "thread_id": thread_id, "route": route,
                              "memories": len(memories), "kb_chunks": len(chunks), "dropped": len(bundle.dropped),
                              "recalled_ids": [m["id"] for m in memories],
                              "tokens_by_section": dict(bundle.tokens_by_section)})
        return {"route": route, "route_reason": bundle.route_reason or state.get("route_reason", ""),
                "memories": memories, "kb_chunks": chunks, "summary": bundle.summary or state.get("summary", ""),
                "session_state": session_state, "entity_slots": slots or dict(state.get("entity_slots") or {}),
                "context_messages": list(bundle.messages), "tokens_by_section": dict(bundle.tokens_by_section)}

    return recall


def make_inject_node(memory: LayeredMemory) -> Node:
    """Finalise the model's context: the assembled blocks spliced with the newest user turn (once, as the budget
    kept it: :func:`~langmem_layers.integrations._turns.splice`); account tokens."""

    def inject(state: State, config: RunnableConfig, runtime: Runtime[Any]) -> dict[str, Any]:
        require_state_keys(config, "inject", ("context_messages",))
        user_id, thread_id, _ = _who(memory, runtime, config)
        messages = state.get("messages", [])
        assembled = state.get("context_messages")
        context: list[AnyMessage] = list(splice(assembled, messages) if assembled else messages)
        tokens = dict(state.get("tokens_by_section") or {})
        tokens.setdefault("total", sum(v for k, v in tokens.items() if k != "total"))
        annotate_run(config, {"user_id": user_id, "thread_id": thread_id, "route": state.get("route"),
                              "context_messages": len(context), "memories": len(state.get("memories") or []),
                              "kb_chunks": len(state.get("kb_chunks") or []), "tokens_by_section": tokens})
        return {"context_messages": context, "tokens_by_section": tokens}

    return inject


def resolve_model(model: BaseChatModel | str | None) -> BaseChatModel | None:
    """A chat model from a ``BaseChatModel`` or an ``init_chat_model`` string (``None`` stays ``None``)."""
    if model is None or isinstance(model, BaseChatModel):
        return model
    from langchain.chat_models import init_chat_model  # noqa: PLC0415 (the optional 'agents' extra)

    return init_chat_model(model)


def make_respond_node(
    memory: LayeredMemory, model: BaseChatModel | str | None = None, tools: Sequence[Any] = (),
) -> Node:
    """Answer the turn: the model (bound to ``tools`` when given) or, with no model, the offline responder.

    A model that raises (or times out) does not lose the turn: the reply falls back to the offline responder and
    says so; the write node still runs.
    """
    chat = resolve_model(model)
    bound = chat.bind_tools(list(tools)) if chat is not None and tools else chat

    def respond(state: State, config: RunnableConfig, runtime: Runtime[Any]) -> dict[str, Any]:
        user_id, thread_id, _ = _who(memory, runtime, config)
        messages = state.get("messages", [])
        text = last_user_text(messages)
        loop = messages[_last_human_index(messages) + 1:]  # this turn's tool calls and results so far
        error: str | None = None
        reply: BaseMessage | None = None
        if bound is not None:
            try:
                assembled = state.get("context_messages")
                context: list[BaseMessage] = list(messages if assembled is None else assembled)
                reply = bound.invoke([*context, *loop], config)
            except Exception as exc:  # a failing model must not lose the turn
                error = f"{type(exc).__name__}: {exc}"[:200]
                log.warning("model failed, answering offline: %s", error)
        if reply is None:
            follow_up = state.get("route") if _last_human_index(messages) > 0 else None  # a thread to continue
            content = offline_reply(text, state.get("memories") or [], state.get("kb_chunks") or [],
                                    route=follow_up, error=error)
            reply = AIMessage(content=content, name="offline_responder",
                              response_metadata={"offline": True, "model_error": error})
        annotate_run(config, {"user_id": user_id, "thread_id": thread_id, "route": state.get("route"),
                              "offline": bound is None or error is not None, "model_error": error,
                              "tool_calls": len(getattr(reply, "tool_calls", []) or [])})
        return {"messages": [reply]}

    return respond


def make_write_node(memory: LayeredMemory, *, background: BackgroundWork | None = None) -> Node:
    """Write the finished turn to long-term memory with ``memory.remember`` after the reply.

    Without an LLM on the store this is the rules-only pipeline (cheap). With ``memory.llm`` and ``background``,
    the hot path stays rules-only (``extract="rules"``) and the LLM extraction (``extract="auto"``) runs after the
    reply in the background; reconciliation merges what both found. Messages are marked written only when the
    write succeeds, so a failing store retries them next turn and no memory is lost.
    """

    def write(state: State, config: RunnableConfig, runtime: Runtime[Any]) -> dict[str, Any]:
        require_state_keys(config, "write", ("written_upto",))
        user_id, thread_id, now = _who(memory, runtime, config)
        messages = state.get("messages", [])
        pending = turn_messages(messages, state.get("written_upto"))
        if not pending:
            return {}
        deferred = background is not None and memory.llm is not None
        try:
            report = memory.remember(user_id, pending, session_id=thread_id, now=now,
                                     extract="rules" if deferred else "auto")
        except MemoryLayerError as exc:
            annotate_run(config, {"user_id": user_id, "thread_id": thread_id, "write_error": str(exc)})
            return {"last_write": {"error": f"{type(exc).__name__}: {exc}", "actions": [], "refusals": [],
                                   "redactions": []}}
        if deferred:
            assert background is not None
            background.submit("extract", memory.remember, user_id, pending, session_id=thread_id, now=now,
                              extract="auto")
        actions = [_action_dict(a) for a in report.actions]
        refusals = [_action_dict(a) for a in report.refusals]
        counts: dict[str, int] = {}
        for action in actions:
            counts[action["kind"]] = counts.get(action["kind"], 0) + 1
        annotate_run(config, {"user_id": user_id, "thread_id": thread_id, "route": state.get("route"),
                              "actions": counts, "refusals": len(refusals), "redactions": list(report.redactions),
                              "written_messages": len(pending), "llm_calls": report.llm_calls,
                              "llm_deferred": deferred})
        return {"last_write": {"actions": actions, "refusals": refusals, "redactions": list(report.redactions),
                               "llm_deferred": deferred},
                "written_upto": messages[-1].id}

    return write


def make_summarize_node(
    memory: LayeredMemory, model: BaseChatModel | str | None = None, *, max_messages: int | None = None,
    keep_messages: int | None = None, background: BackgroundWork | None = None,
) -> Node:
    """Keep the thread bounded: past ``max_messages``, fold the oldest into the rolling summary and remove them.

    The summary is the memory layer's (:func:`langmem_layers.window.summary.summarize`: extractive without a model,
    keeping hard facts and dropping superseded values; merged by the model when one is given). With ``background``
    the model's summary is computed after the reply and applied on a later turn; messages are removed only once
    their summary exists, so nothing is lost.
    """
    chat = resolve_model(model)
    cap = max_messages or memory.config.window_max_turns * 4
    keep = keep_messages or max(2, min(memory.config.window_max_turns * 2, cap // 2))
    # (user, thread) → (future of the summary, ids it folds); bounded, and erased with the user (forget_user)
    jobs: BoundedLRU[str, tuple[Any, list[str | None]]] = BoundedLRU(
        memory.config.session_cache_size, name="graphs.summary_jobs", owner=lambda key: key.split("\x00")[0])

    def fold(state: State, config: RunnableConfig, runtime: Runtime[Any]) -> dict[str, Any]:
        require_state_keys(config, "summarize", ("summary", "folded_messages"))
        user_id, thread_id, _ = _who(memory, runtime, config)
        messages = state.get("messages", [])
        key = f"{user_id}\x00{thread_id}"
        job = jobs.get(key)
        if job is not None and job[0].done():
            jobs.pop(key)
            if job[0].exception() is None:
                return _apply(state, job[0].result()[0], job[1], config, user_id)
            job = None
        if len(messages) <= cap or job is not None:
            return {}
        old = list(messages[:len(messages) - keep])
        ids = [m.id for m in old]
        previous = state.get("summary", "")
        if chat is not None and background is not None:
            jobs.put(key, (background.submit("summary", summarize, previous, old, llm=chat), ids))
            annotate_run(config, {"user_id": user_id, "summary_queued": len(ids)})
            return {}
        text, _method = summarize(previous, old, llm=chat)
        return _apply(state, text, ids, config, user_id)

    def _apply(state: State, summary: str, ids: list[str | None], config: RunnableConfig,
               user_id: str) -> dict[str, Any]:
        present = {m.id for m in state.get("messages", [])}
        removals = [RemoveMessage(id=i) for i in ids if i is not None and i in present]
        annotate_run(config, {"user_id": user_id, "folded_messages": len(removals), "summary_chars": len(summary)})
        return {"messages": removals, "summary": summary,
                "folded_messages": int(state.get("folded_messages") or 0) + len(removals)}

    return fold
