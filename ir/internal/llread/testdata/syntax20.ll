; Hand-written syntax of LLVM 20 and 21 (newer than the installed tools):
; the reader accepts it and drops what llir cannot express.
target triple = "x86_64-pc-linux-gnu"

declare void @use(ptr captures(none) noundef, ptr captures(address, read_provenance))

define i1 @newer(i32 %a, i32 %b, ptr captures(ret: address, provenance) %p) {
  %c = icmp samesign ult i32 %a, %b
  %q = getelementptr inbounds nuw i8, ptr %p, i64 1
  call void @use(ptr %p, ptr %q)
  ret i1 %c
}
