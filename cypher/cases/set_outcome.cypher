// Make an episode a case with this trigger and outcome; $history is the replaced outcomes
// (JSON strings, oldest first).
MATCH (e:Episode {tenant: $tenant, uid: $uid})
SET e.kind = 'case', e.trigger = $trigger, e.trigger_key = $trigger_key,
    e.outcome_status = $status, e.outcome_result = $result, e.outcome_lesson = $lesson,
    e.outcome_at = $now, e.outcome_history = $history
