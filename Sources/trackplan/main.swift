import Foundation

// `trackplan <command> [options]`: see TrackPlanTool for parsing and exit statuses, Commands/ for each command.
exit(TrackPlanTool.run(Array(CommandLine.arguments.dropFirst())))
