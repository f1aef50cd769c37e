import TrackPlan
print("crash harness: not yet implemented")
