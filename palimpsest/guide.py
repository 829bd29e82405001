"""A Neo4j Browser guide of the `cypher/explore/` queries (`:play http://127.0.0.1:8000/guide`).

One slide to set the parameters, then one slide per query: its name, the sentences of its
leading comment (what it shows), and the query as a runnable card (a click puts it in
Browser's editor). Built from the files, so a new explore query appears without editing
anything. Browser fetches guides cross-origin from hosts its
`browser.remote_content_hostname_allowlist` names (the local server allows 127.0.0.1).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

from graph.cypher import CYPHER_DIR

EXPLORE_DIR = CYPHER_DIR / "explore"
PARAMS = ":params {tenant: 'demo', limit: 25, attribute: null}"


@dataclass(frozen=True)
class ExploreQuery:
    name: str
    what: str  # the comment's sentences (parameter lines left out)
    params: list[str]  # the comment's "$name: ..." lines
    cypher: str


def explore_queries(directory: Path = EXPLORE_DIR) -> list[ExploreQuery]:
    """Every explore query with its leading comment split into description and parameters."""
    out = []
    for path in sorted(directory.glob("*.cypher")):
        what: list[str] = []
        params: list[str] = []
        body: list[str] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if text.startswith("//") and not body:
                comment = text.removeprefix("//").strip()
                if comment.startswith("$"):
                    params.append(comment)
                elif comment and not comment.lower().startswith("set "):
                    what.append(comment)
            elif text or body:
                body.append(line)
        name = path.stem.replace("_", " ").capitalize()
        out.append(ExploreQuery(name, " ".join(what), params, "\n".join(body).strip()))
    return out


def guide_html(queries: list[ExploreQuery]) -> str:
    """The guide as Browser's HTML guide format (article > carousel > slides). Pure."""

    def card(code: str, caption: str) -> str:
        return (f'<figure><pre class="pre-scrollable code runnable">{html.escape(code)}</pre>'
                f"<figcaption>{html.escape(caption)}</figcaption></figure>")  # fmt: skip

    slides = [
        '<slide class="row-fluid"><div class="col-sm-3"><h3>Palimpsest</h3>'
        '<p class="lead">Explore the memory graph: facts, their slots, supersessions, causes '
        'and review items.</p></div><div class="col-sm-9"><p>Set the parameters first '
        "(click, then run); change the tenant to yours.</p>"
        + card(PARAMS, "Parameters used by the queries on the next slides.")
        + "</div></slide>"
    ]
    for q in queries:
        params = "".join(f"<li><code>{html.escape(p)}</code></li>" for p in q.params)
        slides.append(
            f'<slide class="row-fluid"><div class="col-sm-3"><h3>{html.escape(q.name)}</h3>'
            f'<p class="lead">{html.escape(q.what)}</p><ul>{params}</ul></div>'
            f'<div class="col-sm-9">{card(q.cypher, q.what)}</div></slide>'
        )
    return ('<article class="guide"><carousel class="deck container-fluid">'
            + "".join(slides) + "</carousel></article>")  # fmt: skip
