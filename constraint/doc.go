// Package constraint generates points-to constraints for whole programs in
// LLVM IR: the input of an inclusion-based (Andersen) or unification-based
// (Steensgaard) points-to analysis. See the package pointsto for a solver.
package constraint
