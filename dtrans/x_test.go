package dtrans
import ("testing";"fmt";"os")
func TestX(t *testing.T){
  if os.Getenv("XF") == "" { t.Skip() }
  in := analyzeFile(t, os.Getenv("XF"))
  nb, clean := 0, 0
  for _, ti := range in.Types() { if !ti.Safety.Has(BadCasting) { nb++ }; if ti.Safety &^ (NestedStruct|ContainsNestedStruct|GlobalInstance|GlobalPtr|HasInitializerList|SystemObject) == 0 { clean++ } }
  fmt.Println("types", len(in.Types()), "noBadCasting", nb, "clean", clean, "whole", in.WholeProgram(), len(in.WholeProgramReasons()))
  if ti := in.Lookup(os.Getenv("XT")); ti != nil { fmt.Println(ti.Safety); for _, n := range ti.Notes { fmt.Printf("%.300s\n", n) } }
}
