module example.com/trees

go 1.26
