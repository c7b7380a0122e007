package pass

// Callbacks observe the pass manager and the analysis manager, as LLVM's
// PassInstrumentationCallbacks do. Any field may be nil. Callbacks may be
// called concurrently when function analyses run in parallel.
type Callbacks struct {
	// BeforePass and AfterPass bracket every pass run on a unit.
	BeforePass func(pass string, u Unit)
	AfterPass  func(pass string, u Unit, err error)
	// BeforeAnalysis and AfterAnalysis bracket every analysis actually
	// computed (not those served from the cache).
	BeforeAnalysis func(analysis string, u Unit)
	AfterAnalysis  func(analysis string, u Unit, err error)
	// AnalysisInvalidated is called for every cached result dropped.
	AnalysisInvalidated func(analysis string, u Unit)
}
