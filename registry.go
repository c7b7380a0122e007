package irpass

import (
	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/pass"
	"github.com/irpass/irpass/pointsto"
)

// DefaultPipeline is what the irpass driver runs without -passes: the arrays
// of structs found and the DTrans report with each type's candidacy.
const DefaultPipeline = "print<aos>,print<dtrans>"

// NewRegistry returns a registry holding every analysis and pass of the
// library: dtrans, aos, constraints, pointsto and aliascheck. Add your own
// with RegisterAnalysis and RegisterPass.
func NewRegistry() (*pass.Registry, error) {
	r := pass.NewRegistry()
	for _, register := range []func(*pass.Registry) error{
		dtrans.Register, aos.Register, constraint.Register, pointsto.Register,
	} {
		if err := register(r); err != nil {
			return nil, err
		}
	}
	return r, nil
}
