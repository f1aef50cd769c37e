import TrackPlanModel
print("trackplan: not yet implemented")
