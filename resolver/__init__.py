"""Resolver: candidate fact vs. what the slot knows -> a decision, then applying it."""
