package aos

import (
	"context"

	"github.com/irpass/irpass/ir"
)

// PhaseStats is what AnalyzePhases measured: each phase's name and
// nanoseconds, and the sizes of the two flows.
type PhaseStats struct {
	Names                []string
	Nanos                []int64
	FlowNodes, FlowEdges int
	EvNodes, EvEdges     int
	AccessVisits         int
}

// AnalyzePhases is Analyze adding each phase's time to st.
func AnalyzePhases(ctx context.Context, m *ir.Module, st *PhaseStats) (*Result, error) {
	var pt phaseTimes
	res, err := analyzePhases(ctx, m, nil, &pt)
	if st.Names == nil {
		st.Names = phaseNames[:]
		st.Nanos = make([]int64, len(phaseNames))
	}
	for i, d := range pt.d {
		st.Nanos[i] += d.Nanoseconds()
	}
	st.FlowNodes, st.FlowEdges, st.EvNodes, st.EvEdges = pt.flowNodes, pt.flowEdges, pt.evNodes, pt.evEdges
	st.AccessVisits = pt.accessVisits
	return res, err
}
