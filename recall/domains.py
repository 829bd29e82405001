"""The life domain of an attribute, for grouping a subject's profile card (pure data).

Vocabulary attributes are listed by domain; any other attribute (open, minted, named) falls
back on its fact kind: relationships are people, habits and preferences are preferences,
the rest "other".
"""

from __future__ import annotations

from graph.vocabulary import is_open_slot

DOMAIN_ORDER: tuple[str, ...] = (
    "work", "home", "tools", "health", "people", "preferences", "other",
)  # fmt: skip

DOMAINS: dict[str, tuple[str, ...]] = {
    "work": (
        "employer", "job_title", "manager", "team", "role", "project", "employment_status",
        "work_arrangement", "work_location", "working_hours", "deploy_day", "school", "degree",
        "thesis_topic", "academic_supervisor", "goal_event",
    ),
    "home": (
        "home_city", "hometown", "neighbourhood", "housing", "landlord", "timezone", "commute",
        "car", "bike", "home_energy", "appliances", "supermarket", "mobile_carrier", "bank",
        "phone", "email", "nationality", "birthday", "trip",
    ),
    "tools": (
        "package_manager", "editor", "primary_language", "os", "browser", "shell",
        "cloud_provider", "database", "framework", "ci", "version_control", "chat_tool",
        "test_framework", "handset", "laptop", "tablet", "wearable", "e_reader", "notes_app",
        "ai_assistant", "issue_tracker", "headphones", "social",
    ),
    "health": (
        "diet", "allergies", "condition", "medication", "doctor", "dentist", "therapist",
        "gym", "sport", "sleep_schedule", "running_shoes", "routine",
    ),
    "people": (
        "partner", "children", "kids_school", "pet", "pet_name", "relationship_status",
        "accountant", "lawyer", "support",
    ),
    "preferences": (
        "favourite_food", "hobby", "music_genre", "coffee", "drink", "likes", "dislikes",
        "spoken_language", "preferred_language", "learning_language", "instrument", "book",
        "airline", "seat_preference", "spelling",
    ),
}  # fmt: skip

_BY_ATTRIBUTE: dict[str, str] = {a: d for d, attrs in DOMAINS.items() for a in attrs}
_BY_KIND: dict[str, str] = {
    "relationship": "people",
    "habit": "preferences",
    "preference": "preferences",
}


def domain_of(attribute: str, kind: str | None = None) -> str:
    """The domain an attribute's state is shown under on a profile card."""
    known = _BY_ATTRIBUTE.get(attribute)
    if known is not None:
        return known
    if is_open_slot(attribute) or kind is None:
        return "other"
    return _BY_KIND.get(kind, "other")
