// The outcome panel: reports per day and kind since $since, and every report's kind ever.
CALL () {
  MATCH (o:Outcome {tenant: $tenant}) WHERE o.reported_at >= $since
  WITH toString(date(o.reported_at)) AS day, o.outcome AS outcome, count(*) AS n
  ORDER BY day, outcome
  RETURN collect({day: day, outcome: outcome, n: n}) AS per_day
}
CALL () {
  MATCH (o:Outcome {tenant: $tenant})
  WITH o.outcome AS outcome, count(*) AS n
  RETURN collect({outcome: outcome, n: n}) AS totals
}
RETURN per_day, totals
